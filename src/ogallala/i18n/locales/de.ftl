## ui

ui-you = Du
ui-you_obj = dir
ui-seat = Platz { $n }
ui-seat_obj = Platz { $n }
ui-has_you = hast
ui-has_other = hat
ui-bot = Bot
ui-left = links
ui-right = rechts
ui-red = rot
ui-black = schwarz
ui-title = Ogallala · { $edition } · { $players } Spieler · Zug { $turn }
ui-variants = Varianten: { $v }
ui-since = Was geschah:
ui-piles = Nachziehstapel
ui-pile = Stapel { $p }: { $n } Karten
ui-pile_empty = Stapel { $p }: leer
ui-known = Stapel { $p } enthält (aus den Ewigen Jagdgründen): { $cards }
ui-discard = Ewige Jagdgründe (Ablage, { $n })
ui-empty = leer
ui-refills = noch { $n }× neu mischen
ui-river_you = Dein Fluss · { $score } Punkte · komplette Boote { $boats }
ui-river_seat = Platz { $n } (Bot) · { $score } Punkte · komplette Boote { $boats }
ui-river_empty = (leerer Fluss)
ui-boat = Boot Reihe { $row } Spalte { $col }: { $n }, Stärke { $strength }
ui-complete_pts = KOMPLETT, { $points } Punkte
ui-protected = geschützt (Totem)
ui-marks = + = hier darf die Karte hin; Reihe/Spalte -1 oder eine hinter dem Rand erweitert den Fluss
ui-marks_mat = + = hier darf die Karte hin
ui-scores = Punkte
ui-you_short = du
ui-your_turn = Du bist am Zug.
ui-waits_for = Platz { $n } entscheidet ({ $phase }).
ui-in_hand = In deiner Hand: { $cards }
ui-moves = Deine Züge:
ui-prompt_hint = Gib eine Nummer, eine Aktion (z. B. '{ $example }'), 'help', 'save DATEI' oder 'quit' ein.
ui-phase_draw = Zieh eine Karte: wähle einen Stapel.
ui-phase_continue = Zieh noch eine Karte oder beende deinen Zug.
ui-phase_place = Du hast { $card } gezogen. Leg die Karte, schiebe sie ein oder lege sie ab.
ui-phase_place_noshift = Du hast { $card } gezogen. Leg die Karte oder lege sie ab.
ui-phase_place_only = Du hast { $card } gezogen. Leg die Karte.
ui-phase_place_shift = Du hast { $card } gezogen. Leg die Karte oder schiebe sie ein.
ui-phase_axe = Verrückte Axt! Wähle, welches deiner kompletten Boote mit ihr untergeht.
ui-phase_lasso = Lasso: nimm eine Karte aus einem unvollständigen Boot eines Mitspielers.
ui-phase_lasso-place = Leg die mit dem Lasso gefangene Karte: { $card }.
ui-phase_archer = Bogenschütze: schieß eine Kriegerkarte aus einem ungeschützten unvollständigen Boot ab.
ui-phase_attacker = Mehrere deiner Boote wurden komplett: wähle, welches als Nächstes angreift.
ui-phase_attack = Dein komplettes Boot (Reihe { $row }, Spalte { $col }, Stärke { $strength }) darf ein schwächeres, ungeschütztes Boot eines Mitspielers erobern.
ui-phase_loot = Leg die Beute Karte für Karte ({ $cards }) oder lass den Rest liegen.
ui-phase_end = Du hast { $n } komplette Boote: beende das Spiel jetzt oder spiele weiter.
ui-phase_hunt = Jäger: Nimm eine Hälfte seiner Serie aus einem ungeschützten Boot eines Mitspielers, oder lass ihn ungenutzt.
ui-phase_hunt-place = Leg die erjagte Karte: { $card }.
ui-phase_second = Dein Boot hat einen Medizinmann: es darf zusätzlich ein zweites Boot angreifen.
ui-phase_take = Nimm eine Karte des eroberten Boots, oder keine.
ui-phase_take-place = Leg die genommene Karte: { $card }.
ui-m_draw = Stapel { $p } ({ $n } Karten)
ui-m_draw_refill = Stapel { $p }: erst die Ablage hineinmischen
ui-m_stop = Zug beenden
ui-m_discard = { $card } in die Ewigen Jagdgründe
ui-m_place = legen
ui-m_shift = in Reihe { $row }, Spalte { $col } einschieben; die Karten dort rücken nach { $dir }
ui-m_shoot = { $card } von { $seat }
ui-card_1 = 1 Karte
ui-cards_n = { $n } Karten
ui-m_take = { $card } von { $seat }
ui-m_attack = Boot von { $seat }, Reihe { $row }, Spalte { $col }: Stärke { $strength }, { $n }{ $complete } [{ $cards }]
ui-m_complete = , komplett
ui-m_own_boat = dein Boot in Reihe { $row }, Spalte { $col } (Stärke { $strength }, { $points } Punkte)
ui-m_pass = ungenutzt lassen
ui-m_moves = in Reihe { $row }, Spalte { $col } legen; Serienkarten rücken: { $moves }
ui-m_no_attack = nicht angreifen
ui-m_done = restliche Beute liegen lassen
ui-m_end = Spiel jetzt beenden
ui-m_continue = weiterspielen
ui-prompt = >{" "}
ui-bad_number = Es gibt keinen Zug { $n }: wähle 1 bis { $max }.
ui-hint = Tipp des Bots ({ $level }): { $action }
ui-opponents = Gegner: { $bots }
ui-saved = Gespeichert in { $file }.
ui-save_usage = Aufruf: save DATEI
ui-save_failed = Speichern in { $file } fehlgeschlagen: { $error }
ui-bye = Spiel unterbrochen.
ui-resume = Weiterspielen mit: ogallala play --load { $file }
ui-seed = Spiel-Seed: { $seed }
ui-loaded = { $file } geladen: { $n } Aktionen nachgespielt.
ui-game_over = SPIELENDE
ui-reason_ended = { $who } { $person ->
        [you] hast
       *[other] hat
    } das Spiel mit 3 oder mehr kompletten Booten beendet.
ui-reason_fifth-boat = { $who } { $person ->
        [you] hast
       *[other] hat
    } ein fünftes Boot vervollständigt: das Spiel endet.
ui-reason_no-cards = Es konnte keine Karte mehr gezogen werden: das Spiel endet.
ui-reason_three-boats = { $who } { $person ->
        [you] hast
       *[other] hat
    } ein drittes Boot vervollständigt: das Spiel endet sofort.
ui-out_of_play = Aus dem Spiel ({ $n })
ui-face_down = verdeckt
ui-bonus = Bonus
ui-conquered = { $person ->
        [you] dein Boot
       *[other] das Boot von { $target }
    } aus { $count } ({ $cards })
ui-final_scores = Endstand:
ui-score_line = { $who }: { $score } Punkte
ui-you_win = Du gewinnst!
ui-you_share = Du teilst den Sieg mit { $others }.
ui-others_win = Sieger: { $who }.
ui-and = und

## events

events-turn = — Zug { $turn }: { $who } —
events-draw = { $who } { $person ->
        [you] hast
       *[other] hat
    } { $card } von Stapel { $pile } gezogen.
events-place--draw = { $who } { $person ->
        [you] hast
       *[other] hat
    } { $card } gelegt.
events-place--lasso = { $who } { $person ->
        [you] hast
       *[other] hat
    } { $card } (mit dem Lasso gefangen) gelegt.
events-place--loot = { $who } { $person ->
        [you] hast
       *[other] hat
    } { $card } (Beute) gelegt.
events-shift = { $who } { $person ->
        [you] hast
       *[other] hat
    } { $card } eingeschoben; die Karten sind nach { $direction } gerückt.
events-discard = { $who } { $person ->
        [you] hast
       *[other] hat
    } { $card } in die Ewigen Jagdgründe geschickt.
events-discard--out = { $who }: { $card_subj } geht aus dem Spiel.
events-stop = { $who } { $person ->
        [you] hast
       *[other] hat
    } den Zug beendet.
events-loot-left = { $who } { $person ->
        [you] hast
       *[other] hat
    } die restliche Beute liegen lassen: { $cards }.
events-axe--none = { $who }: { $card_subj } findet kein komplettes Boot, nur die Axt wird abgelegt.
events-axe = { $who }: { $card_subj } hat ein komplettes Boot aus { $count } versenkt: { $cards }.
events-lasso = { $who } { $person ->
        [you] hast
       *[other] hat
    } { $card } mit dem Lasso von { $target } geholt.
events-shoot = { $who } { $person ->
        [you] hast
       *[other] hat
    } mit dem Bogenschützen { $card } von { $target } abgeschossen.
events-complete = { $who } { $person ->
        [you] hast
       *[other] hat
    } ein Boot aus { $count } vervollständigt (Stärke { $strength }): { $cards }.
events-attack = { $who } { $person ->
        [you] hast
       *[other] hat
    } angegriffen und { $boats } erobert.
events-pass = { $who } { $person ->
        [you] hast
       *[other] hat
    } { $card } ungenutzt gelassen.
events-hunt = { $who } { $person ->
        [you] hast
       *[other] hat
    } { $card } bei { $target } erjagt.
events-take = { $who } { $person ->
        [you] hast
       *[other] hat
    } { $card } aus dem eroberten Boot von { $target } genommen.
events-take-done = { $who } { $person ->
        [you] hast
       *[other] hat
    } aus dem eroberten Boot nichts mehr genommen.
events-free-turn = { $who }: nichts zu nehmen, der Zug geht weiter.
events-place--hunt = { $who } { $person ->
        [you] hast
       *[other] hat
    } { $card } (erjagt) gelegt.
events-place--take = { $who } { $person ->
        [you] hast
       *[other] hat
    } { $card } (genommen) gelegt.
events-shift--moves = { $who } { $person ->
        [you] hast
       *[other] hat
    } { $card } gelegt; Serienkarten der Reihe sind gerückt.
events-no-attack = { $who } { $person ->
        [you] hast
       *[other] hat
    } auf den Angriff verzichtet.
events-play-on = { $who } { $person ->
        [you] hast
       *[other] hat
    } entschieden weiterzuspielen.
events-lapse = { $who }: { $card_subj } findet kein Ziel, die Aktion verfällt.
events-refill = Die Ewigen Jagdgründe wurden gemischt und sind jetzt Stapel { $pile } ({ $size } Karten; noch { $left }×).
events-game-over = Das Spiel ist aus.

## web

web-nav = Seite
web-rules = Regeln
web-rules_title = Die Regeln in Kürze
web-rules_missing = Die Kurzregeln dieser Ausgabe fehlen.
web-rules_cards = Die Karten dieser Ausgabe
web-card_copies = { $n }× im Spiel
web-does_bow = Beginnt ein Boot: Ein Boot reicht vom Bug bis zum Heck.
web-does_stern = Beendet ein Boot: Ein Boot reicht vom Bug bis zum Heck.
web-does_bow_warrior = Beginnt ein Boot, mit einem Krieger an Bord: Stärke 1.
web-does_stern_warrior = Beendet ein Boot, mit einem Krieger an Bord: Stärke 1.
web-does_section = Ein Mittelstück eines Boots.
web-does_warrior = Gibt seinem Boot die Stärke { $n }.
web-does_shaman_pelikan = Gibt seinem Boot die Stärke 10; dieses Boot darf zwei Boote angreifen.
web-does_lasso = Stärke 1. Sobald er liegt, musst du eine Karte aus dem unvollständigen Boot eines Mitspielers in deinen Fluss holen.
web-does_lasso_ass = Stärke 1. Sobald er liegt, darfst du eine Karte aus dem unvollständigen Boot eines Mitspielers in deinen Fluss holen.
web-does_lasso_pelikan = Stärke 1. Sobald er liegt, darfst du eine Karte aus einem ungeschützten Boot eines Mitspielers, komplett oder nicht, in deinen Fluss holen.
web-does_archer = Stärke 1. Sobald er liegt, musst du eine Kriegerkarte aus dem ungeschützten unvollständigen Boot eines Mitspielers in die Ewigen Jagdgründe schießen.
web-does_archer_ass = Stärke 1. Sobald er liegt, darfst du eine Kriegerkarte aus dem ungeschützten unvollständigen Boot eines Mitspielers aus dem Spiel schießen.
web-does_archer_pelikan = Stärke 1. Sobald er liegt, darfst du eine Kriegerkarte aus einem ungeschützten Boot eines Mitspielers auf den Ablagestapel schießen.
web-does_axe = Wird nie gelegt: Eines deiner kompletten Boote geht mit ihr in die Ewigen Jagdgründe unter.
web-does_axe_ass = Wird nie gelegt: Eines deiner kompletten Boote scheidet mit ihr aus dem Spiel aus.
web-does_totem = Schützt sein Boot: Es kann nicht angegriffen werden, und der Bogenschütze kann nicht hineinschießen.
web-does_totem_pelikan = Schützt sein Boot vor Angriffen, dem Bogenschützen und den Jägern; 50 Punkte mehr.
web-does_booty = Beute: Punkte für das komplette Boot, das sie trägt.
web-does_suite = Beute einer Serie: { $cards } in einem kompletten Boot bringen die meisten Punkte.
web-close = Schließen
web-language_set = Sprache gewechselt.
web-tagline = Baue Kanus auf dem Fluss, belade sie mit Kriegern und Beute, überfalle die Nachbarn.
web-new_table = Neuer Tisch
web-your_name = Dein Name
web-player = Spieler
web-edition = Ausgabe
web-edition_amigo = AMIGO 2002
web-edition_ass = ASS (Ogallala I)
web-edition_pelikan = Pelikan 1975 (Ogallala II)
web-variants = Varianten
web-variant_two_tribes = zwei Stämme
web-variant_river_16 = Fluss mit 16 Feldern
web-variant_sorted_stacks = sortierte Stapel
web-variant_more_lassos_archers = mehr Lassos und Bogenschützen
web-variant_fewer_axes = weniger Äxte
web-variant_no_axes = keine Äxte
web-variant_no_totems = keine Totems
web-seats = Plätze
web-seat_kind = Platz { $n }
web-seat_name = Name auf Platz { $n }
web-bot_level = Bot · { $level }
web-seat_level = Bot-Stufe auf Platz { $n }
web-kind_me = ich
web-kind_human = eine Person (Link)
web-kind_open = freier Platz
web-kind_bot = Bot
web-kind_remote_bot = externer Bot
web-remote_bot = externer Bot
web-level_random = zufällig
web-level_easy = leicht
web-level_medium = mittel
web-level_hard = schwer
web-level_expert = Experte
web-name_placeholder = Name
web-open_help = jeder kann ihn in der Lobby nehmen
web-remove_seat = Platz { $n } entfernen
web-add_seat = Platz hinzufügen
web-hotseat = Hot Seat
web-hotseat_help = alle Personen spielen an diesem Gerät
web-clock_label = Bedenkzeit
web-no_clock = keine
web-clock_secs = { $s } s je Entscheidung
web-create = Tisch anlegen
web-table_ready = Der Tisch ist bereit
web-links_help = Schicke jeder Person den Link ihres Platzes; der geheime Teil nach # landet in keinem Serverprotokoll.
web-link_for = Platz { $n } { $name }
web-spectators = Zuschauer
web-copy = Kopieren
web-copied = Link kopiert.
web-go_table = Zum Tisch
web-games_open = Tische mit freien Plätzen
web-games_running = Laufende Tische
web-games_over = Beendete Spiele
web-none = Gerade keine.
web-n_players = { $n } Spieler
web-join = Mitspielen
web-watch = Zuschauen
web-turn_n = Zug { $n }
web-status_open = wartet auf Mitspieler
web-spectating = Zuschauer
web-hot_seat = Hot Seat
web-hot_turn = { $who }, du bist dran.
web-copy_spectate = Zuschauer-Link kopieren
web-leave = Tisch verlassen
web-take_seat = Platz { $n } nehmen
web-seat_links = Links der Plätze
web-waiting_seats = Warten auf Mitspieler
web-waiting_seats_help = Das Spiel beginnt, sobald alle Plätze besetzt sind.
web-title_your_turn = Du bist dran
web-reconnecting = Verbindung unterbrochen — verbinde neu …
web-reconnected = Wieder verbunden.
web-log = Was geschah
web-rivers = Flüsse
web-river_of = Fluss von { $who }
web-empty_cell = leer
web-n_choices = { $n } Möglichkeiten
web-offline = getrennt
web-deciding = am Zug
web-score_boats = { $score } Punkte · { $boats } komplett
web-boat_line = Boot aus { $count }: { $cards }; Stärke { $strength }; { $complete }.
web-complete_pts = komplett, { $points } Punkte
web-incomplete = unvollständig
web-pile_label = Stapel { $p }: { $n } Karten
web-browse = Alle { $n } ansehen
web-unseen = Noch nicht gesehene Karten ({ $n })
web-decision = Entscheidung
web-turn_of = { $who } ist am Zug
web-waits_for = Warten auf { $who }: { $phase }.
web-hand = Karten in der Hand
web-choose_card = { $card } wählen
web-choose = Wählen
web-cancel = Abbrechen
web-hint = Tipp
web-hint_says = Der Bot rät: { $move }.
web-all_moves = Alle Züge als Liste ({ $n })
web-m_place_at = { $card } { $where } legen
web-m_attack = das Boot von { $seat } angreifen ({ $count }: { $cards }; Stärke { $strength })
web-verb_lasso = Lasso
web-verb_shoot = Abschießen
web-verb_hunt = Jagen
web-verb_take = Nehmen
web-verb_sink = Versenken
web-verb_attacker = Zuerst greift an
web-phase_draw = zieht
web-phase_continue = weiterziehen oder aufhören
web-phase_place = legt eine Karte
web-phase_axe = Verrückte Axt
web-phase_lasso = Lasso
web-phase_lasso-place = legt die gefangene Karte
web-phase_archer = Bogenschütze
web-phase_attacker = wählt das angreifende Boot
web-phase_attack = entscheidet über einen Angriff
web-attack_prompt = Dein komplettes Boot ({ $count }, Stärke { $strength }) darf ein schwächeres, ungeschütztes Boot eines Mitspielers erobern.
web-phase_loot = legt die Beute
web-phase_end = beenden oder weiterspielen
web-phase_hunt = Jäger
web-phase_hunt-place = legt die erjagte Karte
web-phase_second = zweiter Angriff
web-phase_take = nimmt aus dem eroberten Boot
web-phase_take-place = legt die genommene Karte
web-rule_draw = Klicke einen (markierten) Stapel an, um seine oberste Karte zu ziehen.
web-rule_continue = Ziehe noch eine Karte oder höre auf: Gelegtes bleibt liegen.
web-rule_place = Markierte Felder nehmen die Karte an. Links vom Bug nur ein Heck, rechts vom Heck nur ein Bug; in einer Reihe liegt jede Karte nur einmal.
web-rule_place_amigo = Markierte Felder nehmen die Karte an: am Fluss anliegend, höchstens 3 Reihen × 14 Spalten. Links vom Bug nur ein Heck, rechts vom Heck nur ein Bug; in einer Reihe liegt jede Karte nur einmal.
web-rule_axe = Wähle eines deiner kompletten Boote: Es geht mit der Axt unter.
web-rule_lasso = Klicke eine markierte Karte eines anderen Flusses an, um sie in deinen zu holen.
web-rule_lasso-place = Lege die gefangene Karte auf ein markiertes Feld deines Flusses.
web-rule_archer = Klicke eine markierte Kriegerkarte eines anderen Flusses an: Sie wird abgelegt.
web-rule_attacker = Mehrere Boote wurden komplett: Klicke das an, das als Nächstes angreift.
web-rule_attack = Klicke ein markiertes Boot an: eines anderen Platzes, ohne Totem und schwächer als deines. Oder greife nicht an.
web-rule_loot = Wähle eine Karte der Beute, dann ein markiertes Feld; oder lass den Rest liegen.
web-rule_end = Mit 3 oder mehr kompletten Booten darfst du das Spiel jetzt beenden — oder weiterspielen.
web-rule_hunt = Die gelegte Person darf eine Hälfte ihrer Serie aus einem anderen Fluss holen (markiert) oder passen.
web-rule_hunt-place = Lege die erjagte Hälfte auf ein markiertes Feld.
web-rule_second = Ein Boot mit Medizinmann darf ein zweites Boot angreifen.
web-rule_take = Nimm eine markierte Karte des eroberten Boots oder höre auf.
web-rule_take-place = Lege die genommene Karte auf ein markiertes Feld.
web-ev_seat_to_bot = { $who } ist gegangen; ein Bot ({ $level }) spielt jetzt den Platz.
web-ev_clock = { $who } hat die Zeit überschritten.
web-err_network = Der Server ist nicht erreichbar.
web-boats = Boote (Punkte)
web-boat_pts = Boot aus { $count }: { $points }
web-total = Gesamt
web-replay = Wiederholung
web-rematch = Revanche
web-go_rematch = Zur Revanche
web-lobby = Lobby
web-first = Anfang
web-back = Zurück
web-forward = Vor
web-last = Ende
web-replay_pos = Stelle im Spiel
web-replay_start = Das Austeilen, vor dem ersten Zug.
web-replay_step = Zug { $k } von { $n }
web-replay_ready = Wiederholung mit { $n } Zügen geladen.
web-back_to_table = Zurück zum Tisch
web-winner = Sieger
web-moves_n = { $n } Züge gespielt
web-err_stale_seq = Der Tisch ist inzwischen weiter; hier ist der aktuelle Stand.
web-err_not_your_turn = Du bist gerade nicht am Zug.
web-err_not_started = Das Spiel beginnt, sobald alle Plätze besetzt sind.
web-err_game_over = Das Spiel ist aus.
web-err_seat_taken = Jemand war schneller und hat den Platz genommen.
web-err_forbidden = Der Platz-Schlüssel dieses Links gilt für diesen Tisch nicht.
web-err_not_found = Diesen Tisch gibt es nicht.
web-err_rate_limited = Zu viele Anfragen; gleich noch einmal versuchen.
web-err_busy = Die Bots sind mit so vielen Tipps und Analysen beschäftigt, wie der Server erlaubt; gleich noch einmal versuchen.
web-err_too_many_tables = Gerade zu viele offene Tische; später noch einmal versuchen.
web-analysis = Analyse
web-analysis_seat = Wessen Entscheidungen
web-analysis_start = Analysieren
web-analysis_running = Entscheidung { $done } von { $total } wird gemessen …
web-analysis_explain = Jede Chance wird aus dem geschätzt, was dieser Platz in dem Moment sehen konnte: auf { $samples } oder mehr zufälligen Verteilungen der verdeckten Karten folgen jedem Zug zwei weitere Züge, und die erreichte Stellung wird von der Bewertung der Bots beurteilt.
web-analysis_graph = Siegchance nach jeder Entscheidung von { $who }
web-analysis_mistakes = Fehler
web-analysis_none = Kein klarer Fehler gefunden.
web-analysis_mistake = Schritt { $k }: { $played } ({ $after } % Siegchance) — besser { $best } ({ $before } %)
web-won_alone = { $who } hat mit { $points } Punkten gewonnen.
web-won_shared = { $who } teilen sich den Sieg mit { $points } Punkten.
web-pass_device = Gib das Gerät an { $who } weiter; die anderen schauen weg.
web-pass_ok = Ich bin { $who }: meinen Zug zeigen
web-leave_title = Den Tisch verlassen?
web-leave_explain = Ein Bot spielt deinen Platz für den Rest der Partie, und du kannst ihn nicht zurücknehmen.
web-ev_seat_claimed = { $who } hat einen Platz genommen.
web-ev_seat_renamed = { $old } heißt jetzt { $who }.
web-rename = Meinen Namen ändern
web-rename_save = Speichern
web-ev_seat_to_bot_timeouts = Bei { $who } ist die Uhr dreimal nacheinander abgelaufen; ein Bot ({ $level }) spielt jetzt den Platz.
web-clock_hours = { $n } Std. pro Entscheidung (Fernpartie)
web-clock_days = { $n } Tg. pro Entscheidung (Fernpartie)
web-turn_you = Du bist am Zug
web-sound_on = Ton: an
web-sound_off = Ton: aus
web-notify_ask = Bei meinem Zug benachrichtigen
web-story_lost_to = { $cards } an { $who } verloren
web-story_lost = { $cards } verloren
web-story_from = { $cards } von { $who }
web-m_own_boat = dein Boot aus { $count } (Stärke { $strength }, { $points } Punkte)
web-m_shift_at = { $where } einschieben; die Karten dort rücken nach { $dir }
web-m_moves_at = { $where } legen; Serienkarten rücken: { $moves }
web-where_right_of = rechts neben { $card }
web-where_left_of = links neben { $card }
web-where_above = über { $card }
web-where_below = unter { $card }
web-where_first = als erste Karte des Flusses
web-where_between = zwischen { $left } und { $right }
web-bot_default = Bot ({ $level })
web-summary_title = Seit deinem letzten Zug
web-summary_quiet = Niemand hat überfallen, mit dem Lasso gefangen, geschossen oder versenkt.
web-summary_leads = In Führung: { $who }, { $points } Punkte (du: { $mine }).
web-summary_you_lead = Du führst mit { $points } Punkten.
web-summary_to_you = gegen dich
web-summary_level = Gleichstand an der Spitze mit { $points } Punkten.

## reasons

reasons-illegal_action = Dieser Zug ist jetzt nicht erlaubt.
reasons-no_such_action = Diesen Zug gibt es nicht.
reasons-game_over = Das Spiel ist aus.
reasons-not_your_turn = Du bist nicht dran: Platz { $deciding } entscheidet gerade.
reasons-bad_action_type = Ein Zug wird als Text angegeben.
reasons-wrong_decision = Dieser Zug passt nicht zur anstehenden Entscheidung ({ $phase }).
reasons-no_such_pile = Diese Ausgabe hat { $piles } Nachziehstapel.
reasons-pile_empty = Stapel { $pile } ist leer.
reasons-no_card_left = Es kann keine Karte gezogen werden.
reasons-no_voluntary_stop = In dieser Ausgabe kann man nicht freiwillig aufhören.
reasons-must_place = Die gezogene Karte muss gelegt werden, solange das geht.
reasons-must_place_loot = Die eroberten Karten müssen gelegt werden, solange das geht.
reasons-compulsory = Diese Aktion ist in dieser Ausgabe Pflicht.
reasons-wrong_card = Das ist nicht die Karte, die zu legen ist.
reasons-shift_not_suite = Nur Serienkarten dürfen eingeschoben werden.
reasons-shift_run = Eine Serienkarte wird an einer belegten Spalte eines Boots eingeschoben, das schon ein oder zwei Karten ihrer Serie hält, und muss in diesem Boot landen.
reasons-shift_moves = Serienkarten der Reihe rücken je ein Feld auf freie Felder, und die neue Karte muss direkt neben einer Karte ihrer Serie liegen.
reasons-shift_kind = In dieser Ausgabe wird so nicht eingeschoben.
reasons-first_card = Die erste Karte eines leeren Flusses kommt in Reihe 0, Spalte 0.
reasons-outside_river = Reihe { $row }, Spalte { $col } liegt außerhalb des Flusses.
reasons-river_full = Der Fluss darf nicht größer als { $rows } Reihen × { $cols } Spalten werden.
reasons-cell_taken = Reihe { $row }, Spalte { $col } ist belegt.
reasons-row_holds_card = Reihe { $row } enthält diese Karte schon.
reasons-must_touch = Eine Karte muss eine Karte des Flusses an einer Seite oder Ecke berühren.
reasons-bow_stern = Direkt links neben einem Bug darf nur ein Heck liegen und direkt rechts neben einem Heck nur ein Bug.
reasons-bow_stern_tribe = Links vom Bug nur ein Heck, rechts vom Heck nur ein Bug; und ein Boot trägt Krieger nur eines Stammes.
reasons-one_tribe = Ein Boot trägt Krieger nur eines Stammes.
reasons-not_complete_boat = Dort beginnt keines deiner kompletten Boote.
reasons-lasso_target = Das Lasso nimmt eine erreichbare Karte aus dem Boot eines anderen Platzes, die du legen kannst.
reasons-archer_target = Der Bogenschütze schießt eine Kriegerkarte (nicht den Totem) aus einem ungeschützten Boot eines anderen Platzes.
reasons-hunt_target = Ein Jäger holt eine Hälfte seiner Serie aus einem ungeschützten Boot eines anderen Platzes, wenn sie gelegt werden kann.
reasons-take_target = Nimm eine Karte des eroberten Boots, die dir fehlt und die du legen kannst.
reasons-not_waiting_boat = Dort beginnt kein Boot, das angreifen darf.
reasons-attack_target = Greife das Boot eines anderen Platzes an (an seiner ersten Karte), ohne Totem und schwächer als das angreifende Boot.
reasons-not_possible = Das geht jetzt nicht.

## account

account-account = Konto
account-sign_in = Anmelden
account-sign_up = Konto anlegen
account-sign_out = Abmelden
account-sign_out_everywhere = Auf allen Geräten abmelden
account-signed_out_everywhere = Auf allen Geräten abgemeldet.
account-username = Benutzername
account-password = Passwort
account-username_help = 3 bis 20 Buchstaben, Ziffern, _ oder -
account-password_help = mindestens 10 Zeichen
account-no_account_needed = Ein Konto ist freiwillig: ohne spielst du wie bisher mit Links. Mit Konto folgen dir deine Plätze auf jedes Gerät, und deine Spiele an gewerteten Tischen zählen für deine Wertung.
account-passkey_sign_in = Mit Passkey anmelden
account-passkeys = Passkeys
account-add_passkey = Passkey hinzufügen
account-passkey_added = Passkey hinzugefügt.
account-passkey_name = Name des Passkeys
account-passkey_unavailable = Passkeys gehen nur über HTTPS und auf http://localhost.
account-no_passkeys = Noch kein Passkey.
account-remove = Entfernen
account-remove_passkey = Passkey { $name } entfernen
account-last_used = zuletzt benutzt { $when }
account-never_used = nie benutzt
account-my_games = Meine Spiele
account-my_turn = Du bist dran
account-waiting = Andere sind dran
account-finished = Beendet
account-invited = eingeladen
account-accept = Platz einnehmen
account-rated = gewertet
account-open_game = Öffnen
account-profile = Profil
account-hide_games = Meine Spiele im öffentlichen Profil verbergen
account-saved = Gespeichert.
account-your_data = Deine Daten
account-download_data = Alles über dich Gespeicherte herunterladen (JSON)
account-delete_account = Konto löschen
account-delete_help = Deine Spiele bleiben, unter dem Namen „gelöschter Spieler“; Passwort, Passkeys und Sitzungen sind sofort weg. Gib zur Bestätigung dein Passwort ein.
account-deleted = Das Konto ist gelöscht.
account-leaderboard = Rangliste
account-rank = Platz
account-player = Spieler
account-rating = Wertung
account-games = Spiele
account-wins = Siege
account-bot_level = Bot · { $level }
account-provisional = vorläufig
account-nobody_rated = In dieser Ausgabe hat noch niemand eine Wertung.
account-member_since = spielt seit { $date }
account-rating_history = Wertung in { $edition }
account-rating_plot = { $edition }: Wertung von { $first } auf { $last } in { $n } Spielen
account-played_won = { $played } gespielt, { $won } gewonnen
account-n_players = { $n } Spieler
account-recent_games = Letzte gewertete Spiele
account-games_hidden = Dieser Spieler hält seine Spiele privat.
account-place_of = Platz { $rank } von { $players }
account-no_ratings = Noch kein gewertetes Spiel.
account-signed_in_as = Angemeldet als { $name }
account-invite_help = Lade Spieler mit ihrem Benutzernamen ein: ihr Platz wartet auf sie.
account-kind_invite = Spieler einladen
account-invite_username = Benutzername des Spielers auf Platz { $n }
account-error = Das ging nicht: { $message }
account-err_sign_in_failed = Benutzername oder Passwort falsch.
account-err_bad_username = Ein Benutzername hat 3 bis 20 Buchstaben, Ziffern, _ oder -.
account-err_bad_password = Wähle ein anderes Passwort: mindestens 10 Zeichen, kein gängiges, nicht dein Benutzername.
account-err_username_taken = Dieser Benutzername ist vergeben.
account-err_too_many_attempts = Zu viele fehlgeschlagene Anmeldungen. Versuch es in ein paar Minuten wieder.
account-err_passkey = Der Passkey hat nicht funktioniert.
account-play_now = Jetzt spielen
account-play_now_help = Setz dich an einen gewerteten Tisch mit anderen Wartenden, die mit der nächsten Wertung zuerst.
account-sign_in_to_play_now = Melde dich an, um jetzt mit anderen zu spielen.
account-players_count = Spieler
account-fill_with_bots = Dann mit Bots auffüllen
account-wait_for = nach { $s } s
account-wait_people_only = nie: auf Menschen warten
account-searching = Suche Mitspieler… { $waited } s, { $n } warten auf diesen Tisch
account-leave_queue = Suche beenden
account-bots_level = Bots
account-mail_confirm_subject = Ogallala: bestätige deine E-Mail-Adresse
account-mail_confirm_body = 
    Hallo { $name },

    öffne diesen Link, um deine Adresse zu bestätigen; dann sagt dir Ogallala, wenn du an einem Fernpartie-Tisch dran bist:
    { $link }

    Wenn du das nicht angefordert hast, ignoriere diese Nachricht.
account-mail_digest_subject = Ogallala: du bist in { $n } Partien dran
account-mail_digest_body = Heute warst du { $n }-mal am Zug:
account-mail_unsubscribe = Keine E-Mails mehr von Ogallala: { $link }
account-email_confirmed_title = Adresse bestätigt
account-email_confirmed_text = { $address } erfährt, wenn du an einem Fernpartie-Tisch dran bist.
account-unsubscribed_title = Keine E-Mails mehr
account-unsubscribed_text = { $address } bekommt keine E-Mails mehr von Ogallala. Auf deiner Kontoseite kannst du sie wieder einschalten.
account-email = E-Mail, wenn ich dran bin
account-email_address = E-Mail-Adresse
account-email_mode = Benachrichtigung
account-email_mode_each = bei jedem Zug
account-email_mode_digest = einmal am Tag
account-email_mode_off = nie
account-email_save = Adresse speichern
account-email_sent = Ein Bestätigungslink ging an { $address }.
account-email_unconfirmed = { $address }: noch nicht bestätigt (öffne den Link in der Nachricht).
account-email_is_confirmed = { $address }: bestätigt.
account-email_unavailable = Dieser Server verschickt keine E-Mails.
account-email_remove = Adresse entfernen

## tutorial

tutorial-title = Geführte erste Partie
tutorial-intro = { $n } kurze Lektionen, jede ein Moment einer echten Partie gegen zwei Bots. Tu, was die Lektion verlangt; ein falscher Klick wird erklärt, und nichts geht verloren.
tutorial-start = Geführte Partie beginnen
tutorial-step = Lektion { $n } von { $total }
tutorial-next = Nächste Lektion
tutorial-again = Von vorn
tutorial-finished = Jetzt kennst du das ganze Spiel: jede Karte, jeden Zug. Spiel eine echte Partie aus der Lobby.
tutorial-to_lobby = Zur Lobby
tutorial-well_done = Gut gemacht.
tutorial-try_again = Nicht dieser.
tutorial-off_target = Nur die hervorgehobenen Stellen nehmen jetzt einen Zug an.
tutorial-draw_title = Ziehen
tutorial-draw_do = Jeder Zug beginnt mit einer Karte von einem der drei Stapel. Klicke einen Stapel an.
tutorial-draw_wrong = Zieh von einem Stapel: klicke einen der drei Stapel an.
tutorial-draw_done = Die gezogene Karte legst du in deinen Fluss oder schickst sie in die Ewigen Jagdgründe.
tutorial-stop_title = Wann ein Zug endet
tutorial-stop_do = Du darfst noch einmal ziehen oder den Zug beenden. Der Zug endet von selbst nach dem Abwerfen, einem kompletten Boot, Lasso, Bogenschütze oder Verrückter Axt, oder einer Karte, die du schon hattest. Beende jetzt deinen Zug.
tutorial-stop_done = Dein Zug ist vorbei; der nächste Spieler zieht.
tutorial-build_title = Ein Boot bauen
tutorial-build_do = Leg die gezogene Karte in deinen Fluss: sie muss eine Karte deines Flusses berühren. Links neben einem Bug darf nur ein Heck liegen, rechts neben einem Heck nur ein Bug.
tutorial-build_wrong = Das baut dein Boot nicht: leg die Karte auf das hervorgehobene Feld neben deinen Karten.
tutorial-build_done = Die Karte liegt in deinem Fluss; ein Boot wächst vom Bug bis zum Heck.
tutorial-complete_title = Ein Boot vervollständigen
tutorial-complete_do = Ein Boot ist komplett vom Bug bis zum Heck ohne Lücke. Leg die Karte dorthin, wo sie ein Boot vervollständigt: ein komplettes Boot zählt und darf angreifen.
tutorial-complete_wrong = Dort wird kein Boot komplett. Such das Boot, dem nur noch diese Karte fehlt.
tutorial-complete_done = Ein komplettes Boot! Es zählt am Ende, und jetzt darf es angreifen.
tutorial-shift_title = Serienkarten und Einschieben
tutorial-shift_do = Eine Serienkarte (zwei Hälften und ihre Person) darf in ein Boot eingeschoben werden, das Karten ihrer Serie hält: die Karten dort rücken zur Seite. Wähle ein Einschieben.
tutorial-shift_wrong = In dieser Lektion geht es ums Einschieben: wähle ein Feld, wo die Karte eingeschoben wird und die anderen rücken.
tutorial-shift_done = Die Karte ist drin, die anderen sind gerückt: eine ganze Serie in einem Boot ist viel wert.
tutorial-lasso_title = Das Lasso
tutorial-lasso_do = Dein Lassowerfer fängt eine Karte aus dem unvollständigen Boot eines Mitspielers. Klicke eine Karte in einem anderen Fluss an.
tutorial-lasso_wrong = Das Lasso nimmt aus unvollständigen Booten der anderen: klicke dort eine hervorgehobene Karte an.
tutorial-lasso_done = Gefangen! Jetzt leg die Karte in deinen eigenen Fluss.
tutorial-archer_title = Der Bogenschütze
tutorial-archer_do = Dein Bogenschütze schießt einen Krieger aus dem ungeschützten, unvollständigen Boot eines Mitspielers in die Ewigen Jagdgründe. Klicke einen Krieger an.
tutorial-archer_wrong = Der Bogenschütze schießt auf Krieger in unvollständigen Booten der anderen: klicke eine hervorgehobene Karte an.
tutorial-archer_done = Getroffen: der Krieger ist weg, das Boot schwächer.
tutorial-axe_title = Die Verrückte Axt
tutorial-axe_do = Die Verrückte Axt wird nie gelegt: sie versenkt eines deiner eigenen kompletten Boote, mit sich selbst. Wähle das Boot, um das es am wenigsten schade ist.
tutorial-axe_wrong = Die Axt versenkt eines deiner eigenen kompletten Boote: klicke eines an.
tutorial-axe_done = Versenkt. Die Axt trifft nur den eigenen Spieler: darum ist sie verrückt.
tutorial-attack_title = Überfälle
tutorial-attack_do = Dein gerade vervollständigtes Boot darf ein schwächeres, ungeschütztes Boot eines Mitspielers erobern (ein Totem schützt). Klicke das Boot an.
tutorial-attack_wrong = Verzichten ist erlaubt, aber diese Lektion will den Überfall: klicke ein hervorgehobenes Boot an.
tutorial-attack_done = Erobert! Seine Beute legst du; seine Krieger gehen in die Ewigen Jagdgründe.
tutorial-loot_title = Beute
tutorial-loot_do = Leg die Beute des eroberten Boots in deinen Fluss, eine Karte nach der anderen, oder lass den Rest liegen.
tutorial-loot_wrong = Diese Lektion will, dass du die Beute legst: klicke ein hervorgehobenes Feld an.
tutorial-loot_done = Beute gelegt: sie kann ein weiteres Boot vervollständigen, das wieder überfallen darf.
tutorial-end_title = Das Spielende
tutorial-end_do = Mit drei kompletten Booten darfst du das Spiel jetzt beenden, und die höchste Punktzahl gewinnt, oder weiterspielen. Beende es jetzt.
tutorial-end_done = Das Spiel ist aus: komplette Boote zählen, und wer die meisten Punkte hat, gewinnt.

## help, legend

help = 
    So ziehst du: gib die Nummer eines Zugs aus der Liste ein oder seinen Text. Reihen und Spalten
    zählen ab 0; in deinem Fluss erweitert Reihe oder Spalte -1 (oder eine hinter der letzten) den
    Fluss in diese Richtung (höchstens 3 Reihen x 14 Spalten). Aktionstexte:
    {"  "}draw 2                 die oberste Karte von Stapel 2 ziehen
    {"  "}stop                   den Zug beenden, statt weiter zu ziehen
    {"  "}place chief 1 4        die Karte in der Hand in Reihe 1, Spalte 4 legen ('place 1 4' geht auch)
    {"  "}shift bear-left 0 3 right
    {"                         "}eine gezogene Serienkarte an einer belegten Spalte einschieben; die Karten
    {"                         "}dort rücken bis zur nächsten Lücke eine Spalte nach rechts (oder links)
    {"  "}discard                die gezogene Karte in die Ewigen Jagdgründe schicken
    {"  "}lasso 2 0 5            die Karte in Reihe 0, Spalte 5 des Flusses von Platz 2 nehmen
    {"  "}shoot 2 0 5            (Bogenschütze) diese Kriegerkarte abschießen
    {"  "}sink 1 0               (Verrückte Axt) dein komplettes Boot ab Reihe 1, Spalte 0 versenken
    {"  "}attacker 1 0           wählen, welches gerade komplette Boot als Nächstes angreift
    {"  "}attack 2 0 3           das Boot von Platz 2 angreifen, das in Reihe 0, Spalte 3 beginnt
    {"  "}no-attack / done       nicht angreifen / restliche Beute liegen lassen
    {"  "}end / continue         das Spiel beenden (3+ komplette Boote) / weiterspielen
    {"  "}pass                   (ASS, Pelikan) Lasso, Bogenschütze oder Jäger ungenutzt lassen
    {"  "}hunt 2 0 5, take 2 0 5 (Pelikan) der Jäger holt diese Hälfte / diese Karte des eroberten Boots nehmen
    Befehle: help, hint (ein Bot schlägt einen Zug vor), moves (Züge erneut zeigen),
    board (alles erneut zeigen), save DATEI, quit.
    Im Raster stehen abgekürzte Karten-IDs; 'legend' erklärt sie.
legend_title = Abkürzungen im Raster:

## card_forms: a card as a sentence names it (.nom subject, .acc object) and its .gender

card_forms-bow = ein leerer Bug
    .nom = ein leerer Bug
    .acc = einen leeren Bug
    .at = dem leeren Bug
    .gender = masculine
card_forms-stern = ein leeres Heck
    .nom = ein leeres Heck
    .acc = ein leeres Heck
    .at = dem leeren Heck
    .gender = neuter
card_forms-section = ein leeres Kanuteil
    .nom = ein leeres Kanuteil
    .acc = ein leeres Kanuteil
    .at = dem leeren Kanuteil
    .gender = neuter
card_forms-bow-warrior = ein Bug mit Krieger
    .nom = ein Bug mit Krieger
    .acc = einen Bug mit Krieger
    .at = dem Bug mit Krieger
    .gender = masculine
card_forms-stern-warrior = ein Heck mit Krieger
    .nom = ein Heck mit Krieger
    .acc = ein Heck mit Krieger
    .at = dem Heck mit Krieger
    .gender = neuter
card_forms-warrior-1 = ein Krieger
    .nom = ein Krieger
    .acc = einen Krieger
    .at = dem Krieger
    .gender = masculine
card_forms-warrior-2 = zwei Krieger
    .nom = zwei Krieger
    .acc = zwei Krieger
    .at = den zwei Kriegern
    .gender = neuter
card_forms-warrior-3 = drei Krieger
    .nom = drei Krieger
    .acc = drei Krieger
    .at = den drei Kriegern
    .gender = neuter
card_forms-chief = der Häuptling
    .nom = der Häuptling
    .acc = den Häuptling
    .at = dem Häuptling
    .gender = masculine
card_forms-shaman = der Medizinmann
    .nom = der Medizinmann
    .acc = den Medizinmann
    .at = dem Medizinmann
    .gender = masculine
card_forms-lasso = ein Lassowerfer
    .nom = ein Lassowerfer
    .acc = einen Lassowerfer
    .at = dem Lassowerfer
    .gender = masculine
card_forms-archer = ein Bogenschütze
    .nom = ein Bogenschütze
    .acc = einen Bogenschützen
    .at = dem Bogenschützen
    .gender = masculine
card_forms-crazy-axe = die Verrückte Axt
    .nom = die Verrückte Axt
    .acc = die Verrückte Axt
    .at = der Verrückten Axt
    .gender = feminine
card_forms-totem = das Totem
    .nom = das Totem
    .acc = das Totem
    .at = dem Totem
    .gender = neuter
card_forms-furs = die Felle
    .nom = die Felle
    .acc = die Felle
    .at = den Fellen
    .gender = feminine
card_forms-firewater = das Feuerwasser
    .nom = das Feuerwasser
    .acc = das Feuerwasser
    .at = dem Feuerwasser
    .gender = neuter
card_forms-tobacco = der Tabak
    .nom = der Tabak
    .acc = den Tabak
    .at = dem Tabak
    .gender = masculine
card_forms-eagle = der Adler
    .nom = der Adler
    .acc = den Adler
    .at = dem Adler
    .gender = masculine
card_forms-woman = die Frau
    .nom = die Frau
    .acc = die Frau
    .at = der Frau
    .gender = feminine
card_forms-dynamite = das Dynamit
    .nom = das Dynamit
    .acc = das Dynamit
    .at = dem Dynamit
    .gender = neuter
card_forms-tipi = das Tipi
    .nom = das Tipi
    .acc = das Tipi
    .at = dem Tipi
    .gender = neuter
card_forms-gunpowder = das Schießpulver
    .nom = das Schießpulver
    .acc = das Schießpulver
    .at = dem Schießpulver
    .gender = neuter
card_forms-tent = das Zelt
    .nom = das Zelt
    .acc = das Zelt
    .at = dem Zelt
    .gender = neuter
card_forms-rifles = die Gewehre
    .nom = die Gewehre
    .acc = die Gewehre
    .at = den Gewehren
    .gender = feminine
card_forms-cannon-left = die linke Hälfte der Kanone
    .nom = die linke Hälfte der Kanone
    .acc = die linke Hälfte der Kanone
    .at = der linken Hälfte der Kanone
    .gender = feminine
card_forms-cannon-right = die rechte Hälfte der Kanone
    .nom = die rechte Hälfte der Kanone
    .acc = die rechte Hälfte der Kanone
    .at = der rechten Hälfte der Kanone
    .gender = feminine
card_forms-soldier = ein Soldat
    .nom = ein Soldat
    .acc = einen Soldaten
    .at = dem Soldaten
    .gender = masculine
card_forms-bear-left = die linke Hälfte des Bären
    .nom = die linke Hälfte des Bären
    .acc = die linke Hälfte des Bären
    .at = der linken Hälfte des Bären
    .gender = feminine
card_forms-bear-right = die rechte Hälfte des Bären
    .nom = die rechte Hälfte des Bären
    .acc = die rechte Hälfte des Bären
    .at = der rechten Hälfte des Bären
    .gender = feminine
card_forms-bear-hunter = der Bärenjäger
    .nom = der Bärenjäger
    .acc = den Bärenjäger
    .at = dem Bärenjäger
    .gender = masculine
card_forms-buffalo-left = die linke Hälfte des Büffels
    .nom = die linke Hälfte des Büffels
    .acc = die linke Hälfte des Büffels
    .at = der linken Hälfte des Büffels
    .gender = feminine
card_forms-buffalo-right = die rechte Hälfte des Büffels
    .nom = die rechte Hälfte des Büffels
    .acc = die rechte Hälfte des Büffels
    .at = der rechten Hälfte des Büffels
    .gender = feminine
card_forms-buffalo-hunter = der Büffeljäger
    .nom = der Büffeljäger
    .acc = den Büffeljäger
    .at = dem Büffeljäger
    .gender = masculine
card_forms-wood-left = die linke Hälfte des Holzes
    .nom = die linke Hälfte des Holzes
    .acc = die linke Hälfte des Holzes
    .at = der linken Hälfte des Holzes
    .gender = feminine
card_forms-wood-right = die rechte Hälfte des Holzes
    .nom = die rechte Hälfte des Holzes
    .acc = die rechte Hälfte des Holzes
    .at = der rechten Hälfte des Holzes
    .gender = feminine
card_forms-lumberjack = der Holzfäller
    .nom = der Holzfäller
    .acc = den Holzfäller
    .at = dem Holzfäller
    .gender = masculine
card_forms-gold-left = die linke Hälfte des Goldes
    .nom = die linke Hälfte des Goldes
    .acc = die linke Hälfte des Goldes
    .at = der linken Hälfte des Goldes
    .gender = feminine
card_forms-gold-right = die rechte Hälfte des Goldes
    .nom = die rechte Hälfte des Goldes
    .acc = die rechte Hälfte des Goldes
    .at = der rechten Hälfte des Goldes
    .gender = feminine
card_forms-gold-digger = der Goldsucher
    .nom = der Goldsucher
    .acc = den Goldsucher
    .at = dem Goldsucher
    .gender = masculine
card_forms-horse-left = die linke Hälfte des Pferdes
    .nom = die linke Hälfte des Pferdes
    .acc = die linke Hälfte des Pferdes
    .at = der linken Hälfte des Pferdes
    .gender = feminine
card_forms-horse-right = die rechte Hälfte des Pferdes
    .nom = die rechte Hälfte des Pferdes
    .acc = die rechte Hälfte des Pferdes
    .at = der rechten Hälfte des Pferdes
    .gender = feminine
card_forms-cowboy = der Cowboy
    .nom = der Cowboy
    .acc = den Cowboy
    .at = dem Cowboy
    .gender = masculine

## web: a suite's initial, on the badge of its card halves

web-suite_initial_bear = B
web-suite_initial_buffalo = Bü
web-suite_initial_cannon = K
web-suite_initial_gold = G
web-suite_initial_horse = P
web-suite_initial_wood = H

web-kind_human_here = eine Person (an diesem Bildschirm)
web-reserved_for = für { $name } reserviert
web-pace_label = Tempo der Bots
web-pace_fast = schnell
web-pace_normal = normal
web-pace_slow = langsam
web-clock = noch { $time }
web-bonus_help = Bonus: die Punkte für den ersten Spieler mit drei vollständigen Booten.
web-legend_title = Was die Zeichen bedeuten
web-legend_strength = die Stärke des Boots bei einem Überfall
web-legend_points = ein vollständiges Boot und seine Punkte
web-legend_protected = durch ein Totem geschützt: es kann weder angegriffen noch vom Bogenschützen beschossen werden
web-legend_half = auf einer Karte: welche Hälfte eines Paars sie ist (links ◀ oder rechts ▶), neben dem Anfangsbuchstaben ihrer Art
web-where_apart_0 = für sich in der oberen Reihe
web-where_apart_1 = für sich in der mittleren Reihe
web-where_apart_2 = für sich in der unteren Reihe
web-no_move_here = Dort ist jetzt kein Zug möglich. Wähle eine der hervorgehobenen Stellen.
web-dur_days = { $n } T.
web-menu = Menü
account-mail_turn_subject = Ogallala: du bist dran gegen { $opponents } ({ $edition }), bis { $deadline }
account-mail_turn_body = 
    Du bist am Zug gegen { $opponents } ({ $edition }); deine Bedenkzeit läuft bis { $deadline }. Hier geht es weiter:
    { $link }
tutorial-finish = Geführtes Spiel abschließen
tutorial-stop_wrong = Noch einmal ziehen ist erlaubt, aber diese Lektion will das Ende des Zugs: klicke „{ $button }“.
tutorial-end_wrong = Weiterspielen ist erlaubt, aber diese Lektion beendet das Spiel: klicke „{ $button }“.

## lobby
lobby-invitations = Einladungen
lobby-invitations_new = { $n ->
    [one] Du hast eine Einladung.
   *[other] Du hast { $n } Einladungen.
}
lobby-invitation = { $inviter } lädt dich an einen Tisch { $edition } für { $n } Spieler ein
lobby-invitation_anon = Du bist an einen Tisch { $edition } für { $n } Spieler eingeladen
lobby-with = mit
lobby-per_move = { $time } pro Zug
lobby-take_seat = Platz nehmen
lobby-decline = Ablehnen
lobby-ev_seat_declined = { $who } hat die Einladung abgelehnt; der Platz ist für alle frei.
lobby-your_games = Deine Spiele
lobby-finished_lately = Zuletzt beendet
lobby-all_my_games = Alle meine Spiele
lobby-against = gegen
lobby-your_turn = Du bist am Zug
lobby-turn_of = { $name } ist am Zug
lobby-last_move = letzter Zug { $when }
lobby-no_move_yet = noch kein Zug
lobby-waiting_for_seats = wartet auf Mitspieler
lobby-play = Spielen
lobby-you_won = Gewonnen, { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
}
lobby-your_place = Platz { $rank } von { $players }, { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
}
lobby-rating_change = Änderung deiner Wertung in diesem Spiel
lobby-provisional_legend = Ein Fragezeichen kennzeichnet eine vorläufige Wertung: Der Spieler hat noch zu wenige gewertete Spiele gespielt, als dass sie schon sicher wäre.
lobby-correspondence_sign_in = Eine Uhr von einer Stunde oder mehr ist für Fernpartien zwischen Konten: Melde dich zuerst an.
lobby-correspondence_accounts = Eine Uhr von einer Stunde oder mehr ist für Fernpartien zwischen Konten: Jeder Platz einer Person muss deiner sein oder eine Einladung per Benutzername (keine Links, freien Plätze, entfernten Bots und kein Spiel an einem Bildschirm).
lobby-qp_looking = Suche einen Tisch { $edition } für { $players } Spieler: { $here } von { $players } sind da ({ $waited } s).
lobby-qp_people_only = Du wartest nur auf Menschen: Es kommen keine Bots.
lobby-qp_bots_in = Bots ({ $level }) besetzen die freien Plätze in { $s } s.
lobby-qp_bots_now = Bots ({ $level }) besetzen jetzt die freien Plätze.
lobby-greet_title = Willkommen am Tisch!
lobby-greet_text = Du hast Platz { $n }, mit { $others }.
lobby-greet_text_alone = Du hast Platz { $n } an diesem Tisch.
lobby-greet_ask = Unter welchem Namen sollen dich die anderen sehen?
lobby-greet_save = Unter diesem Namen spielen
lobby-greet_skip = „{ $name }“ behalten
web-err_accounts_only = Eine Uhr von einer Stunde oder mehr ist für Fernpartien zwischen Konten: Jeder Platz einer Person muss deiner sein oder eine Einladung per Benutzername.
web-err_player_not_found = Kein Spieler hat diesen Benutzernamen.
account-mail_invite_subject = Ogallala: { $inviter } lädt dich zu einer Partie { $edition } ein
account-mail_invite_body =
    { $inviter } lädt dich zu einer Partie { $edition } mit { $players } ein. Ein Platz ist für dich freigehalten: Nimm ihn oder lehne ihn hier ab:
    { $link }
## chat
web-chat_title = Chat
web-chat_close = Chat schließen
web-chat_connecting = Der Chat kommt mit der Verbindung …
web-chat_off = Wer den Tisch eröffnet hat, hat den Chat ausgeschaltet.
web-chat_empty = Noch keine Nachrichten.
web-chat_hidden = { $n ->
    [one] Eine Nachricht einer ausgeblendeten Person ist verborgen.
   *[other] { $n } Nachrichten ausgeblendeter Personen sind verborgen.
}
web-chat_unmute = Wieder zeigen:
web-chat_placeholder = Eine Nachricht an den Tisch
web-chat_placeholder_spectators = Eine Nachricht an die anderen Zuschauer
web-chat_write = Deine Nachricht
web-chat_send = Senden
web-chat_read_only = Hier schreiben nur die Spieler am Tisch; Zuschauer schreiben angemeldet in ihrem eigenen Chat.
web-chat_spectator = Zuschauer
web-chat_mute = { $name } ausblenden (in diesem Browser)
web-chat_mute_short = ausblenden
web-chat_report = Diese Nachricht dem Betreiber des Servers melden
web-chat_report_short = melden
web-chat_reported = Die Nachricht wurde gemeldet.
web-chat_reported_short = gemeldet
web-chat_muted_one = { $name } ist in diesem Browser ausgeblendet.
web-chat_unmuted_one = { $name } wird wieder gezeigt.
web-chat_unread = { $n ->
    [one] eine neue Nachricht
   *[other] { $n } neue Nachrichten
}
web-chat_settings = Chat-Einstellungen (für die Person, die den Tisch eröffnet hat)
web-chat_enabled = Chat an
web-chat_spectators_read = Zuschauer lesen den Chat der Spieler
web-chat_preset_good_luck = Viel Glück!
web-chat_preset_have_fun = Viel Spaß!
web-chat_preset_well_played = Gut gespielt!
web-chat_preset_good_game = Schönes Spiel!
web-chat_preset_thanks = Danke!
web-chat_preset_oops = Hoppla!
web-chat_preset_your_turn = Du bist dran!
web-chat_preset_one_moment = Einen Moment, bitte.
web-err_bad_chat = Eine Chat-Nachricht ist eine Zeile von höchstens 300 Zeichen, ohne Steuerzeichen.
web-err_chat_forbidden = In diesem Chat schreiben nur die Spieler am Tisch; Zuschauer schreiben angemeldet in ihrem eigenen.
web-err_chat_off = Wer den Tisch eröffnet hat, hat den Chat ausgeschaltet.
web-err_chat_too_fast = Zu viele Nachrichten oder Meldungen in kurzer Zeit: Warte einen Moment.
web-err_no_chat_message = Diese Nachricht gibt es nicht.
## account trust

account-deleted_player = gelöschter Spieler
account-ev_deleted_to_bot = Jemand hat sein Konto gelöscht; ein Bot ({ $level }) spielt jetzt den Platz.
account-username_retired = Dieser Benutzername gehörte einem gelöschten Konto und kann nicht wieder vergeben werden. Wähle einen anderen.
account-rule_too_short = Das Passwort ist zu kurz: Es braucht mindestens { $min } Zeichen.
account-rule_too_long = Das Passwort ist zu lang: Es darf höchstens { $max } Zeichen haben.
account-rule_common = Dieses Passwort gehört zu den häufigsten. Wähle ein anderes.
account-rule_username = Das Passwort darf nicht dein Benutzername sein.
account-rule_few_characters = Das Passwort braucht mindestens drei verschiedene Zeichen.
account-password_rules = Mindestens { $min } Zeichen, mindestens drei verschiedene, nicht dein Benutzername und kein gängiges Passwort.
account-email_optional = E-Mail-Adresse (freiwillig, für ein vergessenes Passwort und deine Züge)
account-email_later = Das Konto ist angelegt, aber die E-Mail-Adresse wurde nicht übernommen: { $message }
account-forgot = Passwort vergessen?
account-forgot_title = Passwort vergessen
account-forgot_help = Gib die E-Mail-Adresse deines Kontos an (eine bestätigte). Eine Nachricht mit einem Link, über den du ein neues Passwort wählst, geht an sie; der Link gilt einmal, eine Stunde lang.
account-forgot_send = Link senden
account-forgot_sent = Wenn { $address } zu einem Konto gehört, ist eine Nachricht mit einem Link unterwegs. Sieh in deinem Postfach nach (auch im Spam-Ordner).
account-forgot_no_mail = Dieser Server sendet keine E-Mails, daher lässt sich ein Passwort hier nicht zurücksetzen. Frag die Person, die ihn betreibt.
account-reset_title = Neues Passwort wählen
account-reset_new = Neues Passwort
account-reset_save = Neues Passwort speichern
account-reset_done = Das Passwort von { $name } ist geändert, und alle Sitzungen des Kontos sind beendet. Melde dich mit dem neuen Passwort an.
account-reset_wrong = Dieser Link ist falsch (vielleicht abgeschnitten). Fordere einen neuen an.
account-reset_expired = Dieser Link ist abgelaufen: Er gilt eine Stunde lang. Fordere einen neuen an.
account-reset_used = Dieser Link wurde schon benutzt: Er gilt nur einmal. Fordere bei Bedarf einen neuen an.
account-reset_no_token = Diese Seite öffnet sich über den Link in einer Nachricht zum Zurücksetzen des Passworts.
account-err_too_many_resets = Zu viele Anfragen nach einem Link. Versuche es in einer Stunde wieder.
account-delete_export = Bevor du es löschst, kannst du alles herunterladen, was über dich gespeichert ist:
account-deleted_title = Dein Konto ist gelöscht
account-deleted_text = Dein Passwort, deine Passkeys, Sitzungen und deine E-Mail-Adresse sind weg. Deine Spiele bleiben unter dem Namen „gelöschter Spieler“; an laufenden Tischen hat ein Bot deine Plätze übernommen. Niemand kann deinen Benutzernamen wieder anmelden.
account-deleted_back = Zurück zur Lobby
account-mail_reset_subject = Ogallala: ein neues Passwort wählen
account-mail_reset_body =
    Hallo { $name },

    jemand (vielleicht du) hat darum gebeten, das Passwort deines Kontos bei Ogallala zurückzusetzen. Öffne diesen Link, um ein neues zu wählen; er gilt einmal, eine Stunde lang:
    { $link }

    Wenn du nicht darum gebeten hast, ignoriere diese Nachricht: Dein Passwort bleibt, wie es ist.

## One's own seat: a label names the person and marks the reader's own; a sentence says "you"

web-seat_you = { $name } (du)
web-won_you = Du hast mit { $points } Punkten gewonnen.
web-won_shared_you = Du und { $others } teilt euch den Sieg mit { $points } Punkten.
web-status_over = beendet

## The tutorial's lesson on scoring (suites side by side, long boats)

tutorial-score_title = Punkte zählen
tutorial-score_do = Nur komplette Boote zählen: 1 Punkt pro Karte, 2 pro Karte in einem Boot ab 8 Karten, 10 für jede Beutekarte; die zwei Hälften einer Serie nebeneinander (die linke links) zählen zusammen 40, mit ihrer Person daneben 90. Leg die Karte dorthin, wo sie am meisten zählt.
tutorial-score_wrong = Dort zählt sie weniger. Such das Boot, das diese Karte vervollständigt und in dem die zwei Hälften einer Serie nebeneinander liegen.
tutorial-score_done = Das Boot ist komplett: seine zwei Hälften nebeneinander zählen 40 (mit ihrer Person daneben 90), dazu seine Punkte für jede Karte.

## The analysis: a mistake's loss with its standard error

web-analysis_loss = { $loss } ± { $se } Prozentpunkte Siegchance verloren

## Players together: the leftovers (a database held by another program, names at the table, the confirmation page)

web-err_database_busy = Die Aufzeichnungen des Spiels sind gerade von einem anderen Programm belegt, daher wurde nichts geändert; in ein paar Sekunden noch einmal versuchen.
account-err_too_many_attempts_wait = Zu viele fehlgeschlagene Anmeldungen. Versuch es in { $minutes ->
        [one] { $minutes } Minute
       *[other] { $minutes } Minuten
    } wieder.
account-email_already_confirmed_title = Adresse schon bestätigt
account-email_already_confirmed_text = { $address } wurde schon bestätigt: Es ist nichts mehr zu tun. Die Adresse erfährt, wenn du an einem Fernpartie-Tisch dran bist.
account-email_link_refused_title = Dieser Link funktioniert nicht
account-email_confirm_refused = Dieser Bestätigungslink ist falsch oder abgelaufen (er gilt zwei Tage). Gib die Adresse auf deiner Kontoseite noch einmal an: Ein neuer Link geht an sie.
account-email_unsubscribe_refused = Dieser Abmeldelink ist falsch, oder seine Adresse wurde entfernt. Auf deiner Kontoseite steht, welche E-Mails du bekommst.
account-ev_invite_released = Die Person, die zu Platz { $n } eingeladen war, hat ihr Konto gelöscht; der Platz ist für alle frei.
