"""The table service of a request, for the routes of tables and play."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Request

from .service import Service


def service(request: Request) -> Service:
    svc: Service = request.app.state.service
    return svc


Svc = Annotated[Service, Depends(service)]
