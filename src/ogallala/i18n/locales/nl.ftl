## ui

ui-you = Jij
ui-you_obj = jou
ui-seat = Plaats { $n }
ui-seat_obj = plaats { $n }
ui-has_you = hebt
ui-has_other = heeft
ui-bot = bot
ui-left = links
ui-right = rechts
ui-red = rood
ui-black = zwart
ui-title = Ogallala · { $edition } · { $players } spelers · beurt { $turn }
ui-variants = varianten: { $v }
ui-since = Wat er gebeurde:
ui-piles = Trekstapels
ui-pile = stapel { $p }: { $n } kaarten
ui-pile_empty = stapel { $p }: leeg
ui-known = stapel { $p } bevat (uit de eeuwige jachtvelden): { $cards }
ui-discard = Eeuwige jachtvelden (aflegstapel, { $n })
ui-empty = leeg
ui-refills = nog { $n }× opnieuw schudden
ui-river_you = Jouw rivier · { $score } punten · volledige kano's { $boats }
ui-river_seat = Plaats { $n } (bot) · { $score } punten · volledige kano's { $boats }
ui-river_empty = (lege rivier)
ui-boat = kano rij { $row } kolom { $col }: { $n }, sterkte { $strength }
ui-complete_pts = VOLLEDIG, { $points } punten
ui-protected = beschermd (totem)
ui-marks = + = hier mag de kaart; rij/kolom -1 of één voorbij de rand breidt de rivier uit
ui-marks_mat = + = hier mag de kaart
ui-scores = Punten
ui-you_short = jij
ui-your_turn = Jij bent aan de beurt.
ui-waits_for = Plaats { $n } beslist ({ $phase }).
ui-in_hand = In je hand: { $cards }
ui-moves = Jouw zetten:
ui-prompt_hint = Typ een nummer, een actie (bv. '{ $example }'), 'help', 'save BESTAND' of 'quit'.
ui-phase_draw = Trek een kaart: kies een stapel.
ui-phase_continue = Trek nog een kaart, of stop om je beurt te beëindigen.
ui-phase_place = Je hebt { $card } getrokken. Leg de kaart, schuif ze in of leg ze af.
ui-phase_place_noshift = Je hebt { $card } getrokken. Leg de kaart of leg ze af.
ui-phase_place_only = Je hebt { $card } getrokken. Leg de kaart.
ui-phase_place_shift = Je hebt { $card } getrokken. Leg de kaart of schuif ze in.
ui-phase_axe = Gekke Bijl! Kies welke van je volledige kano's ermee zinkt.
ui-phase_lasso = Lasso: neem een kaart uit een onvolledige kano van een andere speler.
ui-phase_lasso-place = Leg de met de lasso gevangen kaart: { $card }.
ui-phase_archer = Boogschutter: schiet een krijgerkaart uit een onbeschermde onvolledige kano.
ui-phase_attacker = Meerdere kano's werden volledig: kies welke als volgende aanvalt.
ui-phase_attack = Je volledige kano (rij { $row }, kolom { $col }, sterkte { $strength }) mag een zwakkere, onbeschermde kano van een andere speler veroveren.
ui-phase_loot = Leg de buit kaart voor kaart ({ $cards }), of laat de rest liggen.
ui-phase_end = Je hebt { $n } volledige kano's: beëindig het spel nu of speel door.
ui-phase_hunt = Jager: neem een helft van zijn serie uit een onbeschermde kano van een andere speler, of laat hem ongebruikt.
ui-phase_hunt-place = Leg de gejaagde kaart: { $card }.
ui-phase_second = Je kano heeft een medicijnman: hij mag ook een tweede kano aanvallen.
ui-phase_take = Neem een kaart van de veroverde kano, of geen.
ui-phase_take-place = Leg de genomen kaart: { $card }.
ui-m_draw = stapel { $p } ({ $n } kaarten)
ui-m_draw_refill = stapel { $p }: eerst de aflegstapel erin schudden
ui-m_stop = beurt beëindigen
ui-m_discard = { $card } naar de eeuwige jachtvelden
ui-m_place = leggen
ui-m_shift = op rij { $row }, kolom { $col } inschuiven; de kaarten daar schuiven naar { $dir }
ui-m_shoot = { $card } van { $seat }
ui-card_1 = 1 kaart
ui-cards_n = { $n } kaarten
ui-m_take = { $card } van { $seat }
ui-m_attack = kano van { $seat }, rij { $row }, kolom { $col }: sterkte { $strength }, { $n }{ $complete } [{ $cards }]
ui-m_complete = , volledig
ui-m_own_boat = je kano op rij { $row }, kolom { $col } (sterkte { $strength }, { $points } punten)
ui-m_pass = niet gebruiken
ui-m_moves = op rij { $row }, kolom { $col } leggen; seriekaarten schuiven: { $moves }
ui-m_no_attack = niet aanvallen
ui-m_done = de rest van de buit laten liggen
ui-m_end = spel nu beëindigen
ui-m_continue = doorspelen
ui-prompt = >{" "}
ui-bad_number = Er is geen zet { $n }: kies 1 tot { $max }.
ui-hint = Tip van de bot ({ $level }): { $action }
ui-opponents = Tegenstanders: { $bots }
ui-saved = Opgeslagen in { $file }.
ui-save_usage = gebruik: save BESTAND
ui-save_failed = opslaan in { $file } mislukt: { $error }
ui-bye = Spel onderbroken.
ui-resume = Verder spelen met: ogallala play --load { $file }
ui-seed = Spel-seed: { $seed }
ui-loaded = { $file } geladen: { $n } acties nagespeeld.
ui-game_over = EINDE VAN HET SPEL
ui-reason_ended = { $who } { $person ->
        [you] hebt
       *[other] heeft
    } het spel met 3 of meer volledige kano's beëindigd.
ui-reason_fifth-boat = { $who } { $person ->
        [you] hebt
       *[other] heeft
    } een vijfde kano voltooid: het spel eindigt.
ui-reason_no-cards = Er kon geen kaart meer getrokken worden: het spel eindigt.
ui-reason_three-boats = { $who } { $person ->
        [you] hebt
       *[other] heeft
    } een derde kano voltooid: het spel eindigt meteen.
ui-out_of_play = Uit het spel ({ $n })
ui-face_down = gedekt
ui-bonus = bonus
ui-conquered = { $person ->
        [you] jouw kano
       *[other] de kano van { $target }
    } van { $count } ({ $cards })
ui-final_scores = Eindstand:
ui-score_line = { $who }: { $score } punten
ui-you_win = Jij wint!
ui-you_share = Je deelt de overwinning met { $others }.
ui-others_win = Winnaar: { $who }.
ui-and = en

## events

events-turn = — beurt { $turn }: { $who } —
events-draw = { $who } { $person ->
        [you] hebt
       *[other] heeft
    } { $card } van stapel { $pile } getrokken.
events-place--draw = { $who } { $person ->
        [you] hebt
       *[other] heeft
    } { $card } gelegd.
events-place--lasso = { $who } { $person ->
        [you] hebt
       *[other] heeft
    } { $card } (met de lasso gevangen) gelegd.
events-place--loot = { $who } { $person ->
        [you] hebt
       *[other] heeft
    } { $card } (buit) gelegd.
events-shift = { $who } { $person ->
        [you] hebt
       *[other] heeft
    } { $card } ingeschoven; de kaarten schoven naar { $direction }.
events-discard = { $who } { $person ->
        [you] hebt
       *[other] heeft
    } { $card } naar de eeuwige jachtvelden gestuurd.
events-discard--out = { $who }: { $card_subj } gaat uit het spel.
events-stop = { $who } { $person ->
        [you] hebt
       *[other] heeft
    } de beurt beëindigd.
events-loot-left = { $who } { $person ->
        [you] hebt
       *[other] heeft
    } de rest van de buit laten liggen: { $cards }.
events-axe--none = { $who }: { $card_subj } vindt geen volledige kano, alleen de bijl wordt afgelegd.
events-axe = { $who }: { $card_subj } liet een volledige kano van { $count } zinken: { $cards }.
events-lasso = { $who } { $person ->
        [you] hebt
       *[other] heeft
    } { $card } met de lasso bij { $target } gevangen.
events-shoot = { $who } { $person ->
        [you] hebt
       *[other] heeft
    } met de boogschutter { $card } van { $target } neergeschoten.
events-complete = { $who } { $person ->
        [you] hebt
       *[other] heeft
    } een kano van { $count } voltooid (sterkte { $strength }): { $cards }.
events-attack = { $who } { $person ->
        [you] hebt
       *[other] heeft
    } aangevallen en { $boats } veroverd.
events-pass = { $who } { $person ->
        [you] hebt
       *[other] heeft
    } { $card } niet gebruikt.
events-hunt = { $who } { $person ->
        [you] hebt
       *[other] heeft
    } { $card } bij { $target } gejaagd.
events-take = { $who } { $person ->
        [you] hebt
       *[other] heeft
    } { $card } uit de veroverde kano van { $target } genomen.
events-take-done = { $who } { $person ->
        [you] hebt
       *[other] heeft
    } niets meer uit de veroverde kano genomen.
events-free-turn = { $who }: niets te nemen, de beurt gaat door.
events-place--hunt = { $who } { $person ->
        [you] hebt
       *[other] heeft
    } { $card } (gejaagd) gelegd.
events-place--take = { $who } { $person ->
        [you] hebt
       *[other] heeft
    } { $card } (genomen) gelegd.
events-shift--moves = { $who } { $person ->
        [you] hebt
       *[other] heeft
    } { $card } gelegd; seriekaarten van die rij zijn geschoven.
events-no-attack = { $who } { $person ->
        [you] hebt
       *[other] heeft
    } van een aanval afgezien.
events-play-on = { $who } { $person ->
        [you] hebt
       *[other] heeft
    } besloten door te spelen.
events-lapse = { $who }: { $card_subj } vindt geen doel, de actie vervalt.
events-refill = De eeuwige jachtvelden zijn geschud tot stapel { $pile } ({ $size } kaarten; nog { $left }×).
events-game-over = Het spel is voorbij.

## web

web-nav = Pagina
web-rules = Regels
web-rules_title = De regels in het kort
web-rules_missing = De korte regels van deze editie ontbreken.
web-rules_cards = De kaarten van deze editie
web-card_copies = { $n }× in het spel
web-does_bow = Begint een kano: een kano loopt van boeg tot achtersteven.
web-does_stern = Sluit een kano af: een kano loopt van boeg tot achtersteven.
web-does_bow_warrior = Begint een kano, met een krijger aan boord: sterkte 1.
web-does_stern_warrior = Sluit een kano af, met een krijger aan boord: sterkte 1.
web-does_section = Een middenstuk van een kano.
web-does_warrior = Geeft zijn kano sterkte { $n }.
web-does_shaman_pelikan = Geeft zijn kano sterkte 10; die kano mag twee kano's aanvallen.
web-does_lasso = Kracht 1. Zodra hij ligt, moet je een kaart uit een onvolledige kano van een andere speler in je rivier halen.
web-does_lasso_ass = Kracht 1. Zodra hij ligt, mag je een kaart uit een onvolledige kano van een andere speler in je rivier halen.
web-does_lasso_pelikan = Kracht 1. Zodra hij ligt, mag je een kaart uit een onbeschermde kano van een andere speler, volledig of niet, in je rivier halen.
web-does_archer = Kracht 1. Zodra hij ligt, moet je een krijgerkaart uit een onbeschermde onvolledige kano van een andere speler naar de eeuwige jachtvelden schieten.
web-does_archer_ass = Kracht 1. Zodra hij ligt, mag je een krijgerkaart uit een onbeschermde onvolledige kano van een andere speler uit het spel schieten.
web-does_archer_pelikan = Kracht 1. Zodra hij ligt, mag je een krijgerkaart uit een onbeschermde kano van een andere speler naar de aflegstapel schieten.
web-does_axe = Wordt nooit gelegd: een van je volledige kano's zinkt ermee naar de eeuwige jachtvelden.
web-does_axe_ass = Wordt nooit gelegd: een van je volledige kano's gaat ermee uit het spel.
web-does_totem = Beschermt zijn kano: die kan niet worden aangevallen en de boogschutter kan er niet in schieten.
web-does_totem_pelikan = Beschermt zijn kano tegen aanvallen, de boogschutter en de jagers; 50 punten extra.
web-does_booty = Buit: punten voor de volledige kano die hem draagt.
web-does_suite = Buit van een serie: { $cards } in één volledige kano leveren de meeste punten op.
web-close = Sluiten
web-language_set = Taal gewijzigd.
web-tagline = Bouw kano's op de rivier, vul ze met krijgers en buit, overval je buren.
web-new_table = Nieuwe tafel
web-your_name = Je naam
web-player = Speler
web-edition = Editie
web-edition_amigo = AMIGO 2002
web-edition_ass = ASS (Ogallala I)
web-edition_pelikan = Pelikan 1975 (Ogallala II)
web-variants = Varianten
web-variant_two_tribes = twee stammen
web-variant_river_16 = rivier van 16 vakken
web-variant_sorted_stacks = gesorteerde stapels
web-variant_more_lassos_archers = meer lasso's en boogschutters
web-variant_fewer_axes = minder bijlen
web-variant_no_axes = geen bijlen
web-variant_no_totems = geen totems
web-seats = Plaatsen
web-seat_kind = Plaats { $n }
web-seat_name = Naam op plaats { $n }
web-bot_level = bot · { $level }
web-seat_level = Botniveau op plaats { $n }
web-kind_me = ik
web-kind_human = een persoon (link)
web-kind_open = open plaats
web-kind_bot = bot
web-kind_remote_bot = externe bot
web-remote_bot = externe bot
web-level_random = willekeurig
web-level_easy = makkelijk
web-level_medium = gemiddeld
web-level_hard = moeilijk
web-level_expert = expert
web-name_placeholder = naam
web-open_help = iedereen kan hem in de lobby nemen
web-remove_seat = Plaats { $n } verwijderen
web-add_seat = Plaats toevoegen
web-hotseat = Hot seat
web-hotseat_help = alle personen spelen op dit apparaat
web-clock_label = Bedenktijd
web-no_clock = geen
web-clock_secs = { $s } s per beslissing
web-create = Tafel maken
web-table_ready = De tafel is klaar
web-links_help = Stuur iedere persoon de link van zijn plaats; het geheime deel na # komt in geen serverlog.
web-link_for = Plaats { $n } { $name }
web-spectators = Toeschouwers
web-copy = Kopiëren
web-copied = Link gekopieerd.
web-go_table = Naar de tafel
web-games_open = Tafels met open plaatsen
web-games_running = Lopende tafels
web-games_over = Afgelopen spellen
web-none = Nu geen.
web-n_players = { $n } spelers
web-join = Meedoen
web-watch = Kijken
web-turn_n = beurt { $n }
web-status_open = wacht op spelers
web-spectating = toeschouwer
web-hot_seat = hot seat
web-hot_turn = { $who }, jij bent aan de beurt.
web-copy_spectate = Toeschouwerslink kopiëren
web-leave = Tafel verlaten
web-take_seat = Plaats { $n } nemen
web-seat_links = Links van de plaatsen
web-waiting_seats = Wachten op spelers
web-waiting_seats_help = Het spel begint zodra alle plaatsen bezet zijn.
web-title_your_turn = Jouw beurt
web-reconnecting = Verbinding verbroken — opnieuw verbinden …
web-reconnected = Weer verbonden.
web-log = Wat er gebeurde
web-rivers = Rivieren
web-river_of = Rivier van { $who }
web-empty_cell = leeg
web-n_choices = { $n } keuzes
web-offline = offline
web-deciding = aan zet
web-score_boats = { $score } punten · { $boats } volledig
web-boat_line = Kano van { $count }: { $cards }; sterkte { $strength }; { $complete }.
web-complete_pts = volledig, { $points } punten
web-incomplete = onvolledig
web-pile_label = Stapel { $p }: { $n } kaarten
web-browse = Alle { $n } bekijken
web-unseen = Nog niet geziene kaarten ({ $n })
web-decision = Beslissing
web-turn_of = { $who } is aan zet
web-waits_for = Wachten op { $who }: { $phase }.
web-hand = Kaarten in de hand
web-choose_card = { $card } kiezen
web-choose = Kiezen
web-cancel = Annuleren
web-hint = Tip
web-hint_says = De bot raadt aan: { $move }.
web-all_moves = Alle zetten als lijst ({ $n })
web-m_place_at = { $card } { $where } leggen
web-m_attack = de kano van { $seat } aanvallen ({ $count }: { $cards }; sterkte { $strength })
web-verb_lasso = Lasso
web-verb_shoot = Neerschieten
web-verb_hunt = Jagen
web-verb_take = Nemen
web-verb_sink = Laten zinken
web-verb_attacker = Eerst valt aan
web-phase_draw = trekt
web-phase_continue = verder trekken of stoppen
web-phase_place = legt een kaart
web-phase_axe = Gekke Bijl
web-phase_lasso = lasso
web-phase_lasso-place = legt de gevangen kaart
web-phase_archer = boogschutter
web-phase_attacker = kiest de aanvallende kano
web-phase_attack = beslist over een aanval
web-attack_prompt = Je volledige kano ({ $count }, sterkte { $strength }) mag een zwakkere, onbeschermde kano van een andere speler veroveren.
web-phase_loot = legt de buit
web-phase_end = stoppen of doorspelen
web-phase_hunt = jager
web-phase_hunt-place = legt de gejaagde kaart
web-phase_second = tweede aanval
web-phase_take = neemt uit de veroverde kano
web-phase_take-place = legt de genomen kaart
web-rule_draw = Klik op een (gemarkeerde) stapel om de bovenste kaart te trekken.
web-rule_continue = Trek nog een kaart of stop: wat je legde blijft liggen.
web-rule_place = Gemarkeerde vakken nemen de kaart aan. Links van een boeg alleen een achtersteven, rechts van een achtersteven alleen een boeg; geen rij houdt dezelfde kaart twee keer.
web-rule_place_amigo = Gemarkeerde vakken nemen de kaart aan: grenzend aan de rivier, hoogstens 3 rijen × 14 kolommen. Links van een boeg alleen een achtersteven, rechts van een achtersteven alleen een boeg; geen rij houdt dezelfde kaart twee keer.
web-rule_axe = Kies een van je volledige kano's: die zinkt met de bijl.
web-rule_lasso = Klik op een gemarkeerde kaart van een andere rivier om die in de jouwe te halen.
web-rule_lasso-place = Leg de gevangen kaart op een gemarkeerd vak van je rivier.
web-rule_archer = Klik op een gemarkeerde krijgerkaart van een andere rivier: die wordt afgelegd.
web-rule_attacker = Meerdere kano's zijn voltooid: klik op de kano die eerst aanvalt.
web-rule_attack = Klik op een gemarkeerde kano: van een andere plaats, zonder totem en zwakker dan de jouwe. Of val niet aan.
web-rule_loot = Kies een kaart van de buit, dan een gemarkeerd vak; of laat de rest liggen.
web-rule_end = Met 3 of meer volledige kano's mag je het spel nu beëindigen — of doorspelen.
web-rule_hunt = De gelegde persoon mag een helft van zijn serie uit een andere rivier halen (gemarkeerd), of passen.
web-rule_hunt-place = Leg de gejaagde helft op een gemarkeerd vak.
web-rule_second = Een kano met een medicijnman mag een tweede kano aanvallen.
web-rule_take = Neem een gemarkeerde kaart van de veroverde kano, of stop.
web-rule_take-place = Leg de genomen kaart op een gemarkeerd vak.
web-ev_seat_to_bot = { $who } is weg; een bot ({ $level }) speelt nu de plaats.
web-ev_clock = { $who } had geen tijd meer.
web-err_network = De server is niet bereikbaar.
web-boats = Kano's (punten)
web-boat_pts = kano van { $count }: { $points }
web-total = Totaal
web-replay = Herhaling
web-rematch = Revanche
web-go_rematch = Naar de revanche
web-lobby = Lobby
web-first = Begin
web-back = Terug
web-forward = Verder
web-last = Einde
web-replay_pos = Plaats in het spel
web-replay_start = Het delen, voor de eerste zet.
web-replay_step = Zet { $k } van { $n }
web-replay_ready = Herhaling van { $n } zetten geladen.
web-back_to_table = Terug naar de tafel
web-winner = winnaar
web-moves_n = { $n } zetten gespeeld
web-err_stale_seq = De tafel is intussen verder; hier is de huidige stand.
web-err_not_your_turn = Je bent nu niet aan zet.
web-err_not_started = Het spel begint zodra alle plaatsen bezet zijn.
web-err_game_over = Het spel is voorbij.
web-err_seat_taken = Iemand was je voor en nam die plaats.
web-err_forbidden = De plaatssleutel van deze link geldt niet voor deze tafel.
web-err_not_found = Die tafel bestaat niet.
web-err_rate_limited = Te veel verzoeken; probeer het zo opnieuw.
web-err_busy = De bots zijn bezig met zoveel tips en analyses als de server toestaat; probeer het zo opnieuw.
web-err_too_many_tables = Nu te veel onafgemaakte tafels; probeer het later opnieuw.
web-analysis = Analyse
web-analysis_seat = Wiens beslissingen
web-analysis_start = Analyseren
web-analysis_running = Beslissing { $done } van { $total } wordt gemeten …
web-analysis_explain = Elke kans wordt geschat uit wat deze plaats op dat moment kon zien: op { $samples } of meer willekeurige verdelingen van de verborgen kaarten volgen op elke zet nog twee beurten, en de bereikte stelling wordt beoordeeld door de waardering van de bots.
web-analysis_graph = Winkans na elke beslissing van { $who }
web-analysis_mistakes = Fouten
web-analysis_none = Geen duidelijke fout gevonden.
web-analysis_mistake = Stap { $k }: { $played } ({ $after } % winkans) — beter { $best } ({ $before } %)
web-won_alone = { $who } heeft gewonnen met { $points } punten.
web-won_shared = { $who } delen de overwinning met { $points } punten.
web-pass_device = Geef het apparaat aan { $who }; de anderen kijken weg.
web-pass_ok = Ik ben { $who }: toon mijn beurt
web-leave_title = De tafel verlaten?
web-leave_explain = Een bot speelt je plaats voor de rest van het spel, en je kunt hem niet terugnemen.
web-ev_seat_claimed = { $who } heeft een plaats genomen.
web-ev_seat_renamed = { $old } heet nu { $who }.
web-rename = Mijn naam wijzigen
web-rename_save = Opslaan
web-ev_seat_to_bot_timeouts = Bij { $who } is de klok drie keer achter elkaar afgelopen; een bot ({ $level }) speelt nu de plaats.
web-clock_hours = { $n } u per beslissing (correspondentie)
web-clock_days = { $n } d per beslissing (correspondentie)
web-turn_you = Jij bent aan zet
web-sound_on = Geluid: aan
web-sound_off = Geluid: uit
web-notify_ask = Meld mij mijn beurt
web-story_lost_to = { $cards } aan { $who } verloren
web-story_lost = { $cards } verloren
web-story_from = { $cards } van { $who }
web-m_own_boat = je kano van { $count } (sterkte { $strength }, { $points } punten)
web-m_shift_at = { $where } inschuiven; de kaarten daar schuiven naar { $dir }
web-m_moves_at = { $where } leggen; seriekaarten schuiven: { $moves }
web-where_right_of = rechts naast { $card }
web-where_left_of = links naast { $card }
web-where_above = boven { $card }
web-where_below = onder { $card }
web-where_first = als eerste kaart van de rivier
web-where_between = tussen { $left } en { $right }
web-bot_default = bot ({ $level })
web-summary_title = Sinds je vorige beurt
web-summary_quiet = Niemand heeft overvallen, met de lasso gevangen, geschoten of laten zinken.
web-summary_leads = Aan kop: { $who }, { $points } punten (jij: { $mine }).
web-summary_you_lead = Je staat aan kop met { $points } punten.
web-summary_to_you = tegen jou
web-summary_level = Gelijk aan kop met { $points } punten.

## reasons

reasons-illegal_action = Deze zet mag nu niet.
reasons-no_such_action = Die zet bestaat niet.
reasons-game_over = Het spel is voorbij.
reasons-not_your_turn = Jij bent niet aan de beurt: plaats { $deciding } beslist nu.
reasons-bad_action_type = Een zet wordt als tekst gegeven.
reasons-wrong_decision = Die zet past niet bij de beslissing van nu ({ $phase }).
reasons-no_such_pile = Deze editie heeft { $piles } trekstapel(s).
reasons-pile_empty = Stapel { $pile } is leeg.
reasons-no_card_left = Er kan geen kaart worden getrokken.
reasons-no_voluntary_stop = In deze editie kun je niet vrijwillig stoppen.
reasons-must_place = De getrokken kaart moet worden gelegd zolang dat kan.
reasons-must_place_loot = De veroverde kaarten moeten worden gelegd zolang dat kan.
reasons-compulsory = Deze actie is in deze editie verplicht.
reasons-wrong_card = Dat is niet de kaart die gelegd moet worden.
reasons-shift_not_suite = Alleen seriekaarten mogen worden ingeschoven.
reasons-shift_run = Een seriekaart wordt ingeschoven op een bezette kolom van een kano met één of twee kaarten van haar serie, en moet in die kano eindigen.
reasons-shift_moves = Seriekaarten van de rij schuiven elk één vak op lege vakken, en de nieuwe kaart moet direct naast een kaart van haar serie liggen.
reasons-shift_kind = In deze editie wordt zo niet ingeschoven.
reasons-first_card = De eerste kaart van een lege rivier komt op rij 0, kolom 0.
reasons-outside_river = Rij { $row }, kolom { $col } ligt buiten de rivier.
reasons-river_full = De rivier mag niet groter worden dan { $rows } rijen × { $cols } kolommen.
reasons-cell_taken = Rij { $row }, kolom { $col } is bezet.
reasons-row_holds_card = Rij { $row } bevat deze kaart al.
reasons-must_touch = Een kaart moet een kaart van de rivier raken met een zijde of een hoek.
reasons-bow_stern = Direct links van een boeg mag alleen een achtersteven liggen, en direct rechts van een achtersteven alleen een boeg.
reasons-bow_stern_tribe = Links van een boeg alleen een achtersteven, rechts van een achtersteven alleen een boeg; en een kano draagt krijgers van één stam.
reasons-one_tribe = Een kano draagt krijgers van één stam.
reasons-not_complete_boat = Daar begint geen van je volledige kano's.
reasons-lasso_target = De lasso neemt een bereikbare kaart uit de kano van een andere plaats die je kunt leggen.
reasons-archer_target = De boogschutter schiet een krijgerkaart (niet de totem) uit een onbeschermde kano van een andere plaats.
reasons-hunt_target = Een jager haalt een helft van zijn serie uit een onbeschermde kano van een andere plaats, als die gelegd kan worden.
reasons-take_target = Neem een kaart van de veroverde kano die je mist en kunt leggen.
reasons-not_waiting_boat = Daar begint geen kano die mag aanvallen.
reasons-attack_target = Val de kano van een andere plaats aan (bij zijn eerste kaart), zonder totem en zwakker dan de aanvallende kano.
reasons-not_possible = Dat kan nu niet.

## account

account-account = Account
account-sign_in = Inloggen
account-sign_up = Account aanmaken
account-sign_out = Uitloggen
account-sign_out_everywhere = Op alle apparaten uitloggen
account-signed_out_everywhere = Op alle apparaten uitgelogd.
account-username = Gebruikersnaam
account-password = Wachtwoord
account-username_help = 3 tot 20 letters, cijfers, _ of -
account-password_help = minstens 10 tekens
account-no_account_needed = Een account is niet verplicht: zonder speel je zoals voorheen met links. Met een account volgen je plaatsen je naar elk apparaat, en tellen je partijen aan gewaardeerde tafels mee voor je rating.
account-passkey_sign_in = Inloggen met een passkey
account-passkeys = Passkeys
account-add_passkey = Passkey toevoegen
account-passkey_added = Passkey toegevoegd.
account-passkey_name = Naam van de passkey
account-passkey_unavailable = Passkeys werken alleen via HTTPS en op http://localhost.
account-no_passkeys = Nog geen passkey.
account-remove = Verwijderen
account-remove_passkey = Passkey { $name } verwijderen
account-last_used = laatst gebruikt { $when }
account-never_used = nooit gebruikt
account-my_games = Mijn partijen
account-my_turn = Jij bent aan de beurt
account-waiting = Anderen zijn aan de beurt
account-finished = Afgelopen
account-invited = uitgenodigd
account-accept = Plaats innemen
account-rated = gewaardeerd
account-open_game = Openen
account-profile = Profiel
account-hide_games = Mijn partijen op mijn openbare profiel verbergen
account-saved = Opgeslagen.
account-your_data = Jouw gegevens
account-download_data = Alles wat over jou is opgeslagen downloaden (JSON)
account-delete_account = Account verwijderen
account-delete_help = Je partijen blijven, onder de naam „verwijderde speler”; je wachtwoord, passkeys en sessies zijn meteen weg. Typ je wachtwoord om te bevestigen.
account-deleted = Het account is verwijderd.
account-leaderboard = Ranglijst
account-rank = Plaats
account-player = Speler
account-rating = Rating
account-games = Partijen
account-wins = Overwinningen
account-bot_level = bot · { $level }
account-provisional = voorlopig
account-nobody_rated = In deze editie heeft nog niemand een rating.
account-member_since = speelt sinds { $date }
account-rating_history = Rating in { $edition }
account-rating_plot = { $edition }: rating van { $first } naar { $last } in { $n } partijen
account-played_won = { $played } gespeeld, { $won } gewonnen
account-n_players = { $n } spelers
account-recent_games = Recente gewaardeerde partijen
account-games_hidden = Deze speler houdt zijn partijen privé.
account-place_of = plaats { $rank } van { $players }
account-no_ratings = Nog geen gewaardeerde partij.
account-signed_in_as = Ingelogd als { $name }
account-invite_help = Nodig een speler uit met zijn gebruikersnaam: zijn plaats wacht op hem.
account-kind_invite = Speler uitnodigen
account-invite_username = Gebruikersnaam van de speler op plaats { $n }
account-error = Dat lukte niet: { $message }
account-err_sign_in_failed = Verkeerde gebruikersnaam of wachtwoord.
account-err_bad_username = Een gebruikersnaam heeft 3 tot 20 letters, cijfers, _ of -.
account-err_bad_password = Kies een ander wachtwoord: minstens 10 tekens, geen veelgebruikt, niet je gebruikersnaam.
account-err_username_taken = Deze gebruikersnaam is al bezet.
account-err_too_many_attempts = Te veel mislukte inlogpogingen. Probeer het over een paar minuten opnieuw.
account-err_passkey = De passkey werkte niet.
account-play_now = Nu spelen
account-play_now_help = Neem plaats aan een gewaardeerde tafel met anderen die wachten, dichtstbijzijnde rating eerst.
account-sign_in_to_play_now = Log in om nu met anderen te spelen.
account-players_count = Spelers
account-fill_with_bots = Daarna aanvullen met bots
account-wait_for = na { $s } s
account-wait_people_only = nooit: op mensen wachten
account-searching = Spelers zoeken… { $waited } s, { $n } wachten op deze tafel
account-leave_queue = Stoppen met zoeken
account-bots_level = Bots
account-mail_confirm_subject = Ogallala: bevestig je e-mailadres
account-mail_confirm_body = 
    Hallo { $name },

    open deze link om je adres te bevestigen; dan laat Ogallala je weten wanneer je aan de beurt bent aan een correspondentietafel:
    { $link }

    Als je dit niet hebt gevraagd, negeer dit bericht dan.
account-mail_digest_subject = Ogallala: je bent aan de beurt in { $n } spellen
account-mail_digest_body = Vandaag was je { $n } keer aan de beurt:
account-mail_unsubscribe = Geen e-mail meer van Ogallala: { $link }
account-email_confirmed_title = Adres bevestigd
account-email_confirmed_text = { $address } hoort het wanneer je aan de beurt bent aan een correspondentietafel.
account-unsubscribed_title = Geen e-mail meer
account-unsubscribed_text = { $address } krijgt geen e-mail meer van Ogallala. Op je accountpagina kun je het weer aanzetten.
account-email = E-mail wanneer ik aan de beurt ben
account-email_address = E-mailadres
account-email_mode = Laat het me weten
account-email_mode_each = bij elke beurt
account-email_mode_digest = één keer per dag
account-email_mode_off = nooit
account-email_save = Adres opslaan
account-email_sent = Er is een bevestigingslink naar { $address } gestuurd.
account-email_unconfirmed = { $address }: nog niet bevestigd (open de link in het bericht).
account-email_is_confirmed = { $address }: bevestigd.
account-email_unavailable = Deze server verstuurt geen e-mail.
account-email_remove = Adres verwijderen

## tutorial

tutorial-title = Begeleide eerste partij
tutorial-intro = { $n } korte lessen, elk een moment uit een echte partij tegen twee bots. Doe wat de les vraagt; een verkeerde klik wordt uitgelegd en er gaat niets verloren.
tutorial-start = Begeleide partij beginnen
tutorial-step = Les { $n } van { $total }
tutorial-next = Volgende les
tutorial-again = Opnieuw beginnen
tutorial-finished = Nu ken je het hele spel: elke kaart, elke zet. Speel een echte partij vanuit de lobby.
tutorial-to_lobby = Naar de lobby
tutorial-well_done = Goed gedaan.
tutorial-try_again = Niet deze.
tutorial-off_target = Alleen de gemarkeerde plekken nemen nu een zet aan.
tutorial-draw_title = Trekken
tutorial-draw_do = Elke beurt begint met een kaart van een van de drie stapels. Klik op een stapel.
tutorial-draw_wrong = Trek van een stapel: klik op een van de drie stapels.
tutorial-draw_done = De getrokken kaart leg je in je rivier, of je stuurt haar naar de eeuwige jachtvelden.
tutorial-stop_title = Wanneer een beurt eindigt
tutorial-stop_do = Je mag nog eens trekken of je beurt beëindigen. De beurt eindigt vanzelf na afleggen, een voltooide kano, lasso, boogschutter of Gekke Bijl, of een kaart die je al had. Beëindig nu je beurt.
tutorial-stop_done = Je beurt is voorbij; de volgende speler trekt.
tutorial-build_title = Een kano bouwen
tutorial-build_do = Leg de getrokken kaart in je rivier: ze moet een kaart van je rivier raken. Links van een boeg mag alleen een achtersteven liggen, rechts van een achtersteven alleen een boeg.
tutorial-build_wrong = Daarmee bouw je je kano niet: leg de kaart op het gemarkeerde vak naast je kaarten.
tutorial-build_done = De kaart ligt in je rivier; een kano groeit van boeg tot achtersteven.
tutorial-complete_title = Een kano voltooien
tutorial-complete_do = Een kano is volledig van boeg tot achtersteven zonder gat. Leg de kaart waar ze een kano voltooit: een volledige kano telt mee en mag aanvallen.
tutorial-complete_wrong = Daar wordt geen kano volledig. Zoek de kano die alleen deze kaart nog mist.
tutorial-complete_done = Een volledige kano! Hij telt aan het eind, en nu mag hij aanvallen.
tutorial-shift_title = Seriekaarten en inschuiven
tutorial-shift_do = Een seriekaart (twee helften en hun persoon) mag in een kano geschoven worden die kaarten van haar serie heeft: de kaarten daar schuiven opzij. Kies een inschuiving.
tutorial-shift_wrong = Deze les gaat over inschuiven: kies een vak waar de kaart ingeschoven wordt en de andere opschuiven.
tutorial-shift_done = De kaart zit erin, de andere schoven op: een hele serie in één kano is veel waard.
tutorial-lasso_title = De lasso
tutorial-lasso_do = Je lassowerper vangt één kaart uit een onvolledige kano van een andere speler. Klik op een kaart in een andere rivier.
tutorial-lasso_wrong = De lasso neemt uit onvolledige kano's van anderen: klik daar op een gemarkeerde kaart.
tutorial-lasso_done = Gevangen! Leg die kaart nu in je eigen rivier.
tutorial-archer_title = De boogschutter
tutorial-archer_do = Je boogschutter schiet één krijger uit een onbeschermde, onvolledige kano van een andere speler naar de eeuwige jachtvelden. Klik op een krijger.
tutorial-archer_wrong = De boogschutter schiet op krijgers in onvolledige kano's van anderen: klik op een gemarkeerde kaart.
tutorial-archer_done = Raak: die krijger is weg, die kano zwakker.
tutorial-axe_title = De Gekke Bijl
tutorial-axe_do = De Gekke Bijl wordt nooit gelegd: ze laat een van je eigen volledige kano's zinken, samen met zichzelf. Kies de kano die je het minst mist.
tutorial-axe_wrong = De bijl laat een van je eigen volledige kano's zinken: klik er een aan.
tutorial-axe_done = Gezonken. De bijl treft alleen haar eigen speler: daarom is ze gek.
tutorial-attack_title = Overvallen
tutorial-attack_do = Je zojuist voltooide kano mag een zwakkere, onbeschermde kano van een andere speler veroveren (een totem beschermt). Klik op de kano.
tutorial-attack_wrong = Afzien mag, maar deze les vraagt de overval: klik op een gemarkeerde kano.
tutorial-attack_done = Veroverd! Zijn buit mag jij leggen; zijn krijgers gaan naar de eeuwige jachtvelden.
tutorial-loot_title = Buit
tutorial-loot_do = Leg de buit van de veroverde kano in je rivier, één kaart tegelijk, of laat de rest liggen.
tutorial-loot_wrong = Deze les vraagt je de buit te leggen: klik op een gemarkeerd vak.
tutorial-loot_done = Buit gelegd: hij kan een volgende kano voltooien, die weer mag overvallen.
tutorial-end_title = Het einde van het spel
tutorial-end_do = Met drie volledige kano's mag je het spel nu beëindigen, en de hoogste score wint, of doorspelen. Beëindig het nu.
tutorial-end_done = Het spel is uit: volledige kano's tellen, en wie de meeste punten heeft, wint.

## help, legend

help = 
    Zo speel je: typ het nummer van een zet uit de lijst, of de tekst ervan. Rijen en kolommen tellen
    vanaf 0; in je rivier breidt rij of kolom -1 (of één voorbij de laatste) de rivier uit
    (hoogstens 3 rijen x 14 kolommen). Actieteksten:
    {"  "}draw 2                 de bovenste kaart van stapel 2 trekken
    {"  "}stop                   de beurt beëindigen in plaats van nog te trekken
    {"  "}place chief 1 4        de kaart in de hand op rij 1, kolom 4 leggen ('place 1 4' kan ook)
    {"  "}shift bear-left 0 3 right
    {"                         "}een getrokken seriekaart op een bezette kolom inschuiven; de kaarten daar
    {"                         "}schuiven tot de volgende opening één kolom naar rechts (of links)
    {"  "}discard                de getrokken kaart naar de eeuwige jachtvelden sturen
    {"  "}lasso 2 0 5            de kaart op rij 0, kolom 5 van de rivier van plaats 2 nemen
    {"  "}shoot 2 0 5            (boogschutter) die krijgerkaart neerschieten
    {"  "}sink 1 0               (Gekke Bijl) je volledige kano vanaf rij 1, kolom 0 laten zinken
    {"  "}attacker 1 0           kiezen welke net voltooide kano als volgende aanvalt
    {"  "}attack 2 0 3           de kano van plaats 2 aanvallen die op rij 0, kolom 3 begint
    {"  "}no-attack / done       niet aanvallen / de rest van de buit laten liggen
    {"  "}end / continue         het spel beëindigen (3+ volledige kano's) / doorspelen
    {"  "}pass                   (ASS, Pelikan) lasso, boogschutter of jager niet gebruiken
    {"  "}hunt 2 0 5, take 2 0 5 (Pelikan) de jager pakt die helft / die kaart van de veroverde kano nemen
    Opdrachten: help, hint (een bot stelt een zet voor), moves (zetten opnieuw tonen),
    board (alles opnieuw tonen), save BESTAND, quit.
    In het raster staan afgekorte kaart-id's; 'legend' verklaart ze.
legend_title = Afkortingen in het raster:

## card_forms: a card as a sentence names it (.nom subject, .acc object) and its .gender

card_forms-bow = een lege boeg
    .nom = een lege boeg
    .acc = een lege boeg
    .at = de lege boeg
    .gender = common
card_forms-stern = een lege achtersteven
    .nom = een lege achtersteven
    .acc = een lege achtersteven
    .at = de lege achtersteven
    .gender = common
card_forms-section = een leeg kanodeel
    .nom = een leeg kanodeel
    .acc = een leeg kanodeel
    .at = het lege kanodeel
    .gender = neuter
card_forms-bow-warrior = een boeg met krijger
    .nom = een boeg met krijger
    .acc = een boeg met krijger
    .at = de boeg met krijger
    .gender = common
card_forms-stern-warrior = een achtersteven met krijger
    .nom = een achtersteven met krijger
    .acc = een achtersteven met krijger
    .at = de achtersteven met krijger
    .gender = common
card_forms-warrior-1 = één krijger
    .nom = één krijger
    .acc = één krijger
    .at = de krijger
    .gender = common
card_forms-warrior-2 = twee krijgers
    .nom = twee krijgers
    .acc = twee krijgers
    .at = de twee krijgers
    .gender = common
card_forms-warrior-3 = drie krijgers
    .nom = drie krijgers
    .acc = drie krijgers
    .at = de drie krijgers
    .gender = common
card_forms-chief = het opperhoofd
    .nom = het opperhoofd
    .acc = het opperhoofd
    .at = het opperhoofd
    .gender = neuter
card_forms-shaman = de medicijnman
    .nom = de medicijnman
    .acc = de medicijnman
    .at = de medicijnman
    .gender = common
card_forms-lasso = een lassowerper
    .nom = een lassowerper
    .acc = een lassowerper
    .at = de lassowerper
    .gender = common
card_forms-archer = een boogschutter
    .nom = een boogschutter
    .acc = een boogschutter
    .at = de boogschutter
    .gender = common
card_forms-crazy-axe = de Gekke Bijl
    .nom = de Gekke Bijl
    .acc = de Gekke Bijl
    .at = de Gekke Bijl
    .gender = common
card_forms-totem = de totem
    .nom = de totem
    .acc = de totem
    .at = de totem
    .gender = common
card_forms-furs = het bont
    .nom = het bont
    .acc = het bont
    .at = het bont
    .gender = neuter
card_forms-firewater = het vuurwater
    .nom = het vuurwater
    .acc = het vuurwater
    .at = het vuurwater
    .gender = neuter
card_forms-tobacco = de tabak
    .nom = de tabak
    .acc = de tabak
    .at = de tabak
    .gender = common
card_forms-eagle = de adelaar
    .nom = de adelaar
    .acc = de adelaar
    .at = de adelaar
    .gender = common
card_forms-woman = de vrouw
    .nom = de vrouw
    .acc = de vrouw
    .at = de vrouw
    .gender = common
card_forms-dynamite = het dynamiet
    .nom = het dynamiet
    .acc = het dynamiet
    .at = het dynamiet
    .gender = neuter
card_forms-tipi = de wigwam
    .nom = de wigwam
    .acc = de wigwam
    .at = de wigwam
    .gender = common
card_forms-gunpowder = het buskruit
    .nom = het buskruit
    .acc = het buskruit
    .at = het buskruit
    .gender = neuter
card_forms-tent = de tent
    .nom = de tent
    .acc = de tent
    .at = de tent
    .gender = common
card_forms-rifles = de geweren
    .nom = de geweren
    .acc = de geweren
    .at = de geweren
    .gender = common
card_forms-cannon-left = de linkerhelft van het kanon
    .nom = de linkerhelft van het kanon
    .acc = de linkerhelft van het kanon
    .at = de linkerhelft van het kanon
    .gender = common
card_forms-cannon-right = de rechterhelft van het kanon
    .nom = de rechterhelft van het kanon
    .acc = de rechterhelft van het kanon
    .at = de rechterhelft van het kanon
    .gender = common
card_forms-soldier = een soldaat
    .nom = een soldaat
    .acc = een soldaat
    .at = de soldaat
    .gender = common
card_forms-bear-left = de linkerhelft van de beer
    .nom = de linkerhelft van de beer
    .acc = de linkerhelft van de beer
    .at = de linkerhelft van de beer
    .gender = common
card_forms-bear-right = de rechterhelft van de beer
    .nom = de rechterhelft van de beer
    .acc = de rechterhelft van de beer
    .at = de rechterhelft van de beer
    .gender = common
card_forms-bear-hunter = de berenjager
    .nom = de berenjager
    .acc = de berenjager
    .at = de berenjager
    .gender = common
card_forms-buffalo-left = de linkerhelft van de buffel
    .nom = de linkerhelft van de buffel
    .acc = de linkerhelft van de buffel
    .at = de linkerhelft van de buffel
    .gender = common
card_forms-buffalo-right = de rechterhelft van de buffel
    .nom = de rechterhelft van de buffel
    .acc = de rechterhelft van de buffel
    .at = de rechterhelft van de buffel
    .gender = common
card_forms-buffalo-hunter = de buffeljager
    .nom = de buffeljager
    .acc = de buffeljager
    .at = de buffeljager
    .gender = common
card_forms-wood-left = de linkerhelft van het hout
    .nom = de linkerhelft van het hout
    .acc = de linkerhelft van het hout
    .at = de linkerhelft van het hout
    .gender = common
card_forms-wood-right = de rechterhelft van het hout
    .nom = de rechterhelft van het hout
    .acc = de rechterhelft van het hout
    .at = de rechterhelft van het hout
    .gender = common
card_forms-lumberjack = de houthakker
    .nom = de houthakker
    .acc = de houthakker
    .at = de houthakker
    .gender = common
card_forms-gold-left = de linkerhelft van het goud
    .nom = de linkerhelft van het goud
    .acc = de linkerhelft van het goud
    .at = de linkerhelft van het goud
    .gender = common
card_forms-gold-right = de rechterhelft van het goud
    .nom = de rechterhelft van het goud
    .acc = de rechterhelft van het goud
    .at = de rechterhelft van het goud
    .gender = common
card_forms-gold-digger = de goudzoeker
    .nom = de goudzoeker
    .acc = de goudzoeker
    .at = de goudzoeker
    .gender = common
card_forms-horse-left = de linkerhelft van het paard
    .nom = de linkerhelft van het paard
    .acc = de linkerhelft van het paard
    .at = de linkerhelft van het paard
    .gender = common
card_forms-horse-right = de rechterhelft van het paard
    .nom = de rechterhelft van het paard
    .acc = de rechterhelft van het paard
    .at = de rechterhelft van het paard
    .gender = common
card_forms-cowboy = de cowboy
    .nom = de cowboy
    .acc = de cowboy
    .at = de cowboy
    .gender = common

## web: a suite's initial, on the badge of its card halves

web-suite_initial_bear = B
web-suite_initial_buffalo = Bu
web-suite_initial_cannon = K
web-suite_initial_gold = G
web-suite_initial_horse = P
web-suite_initial_wood = H

web-kind_human_here = een persoon (aan dit scherm)
web-reserved_for = gereserveerd voor { $name }
web-pace_label = Tempo van de bots
web-pace_fast = snel
web-pace_normal = normaal
web-pace_slow = langzaam
web-clock = nog { $time }
web-bonus_help = Bonus: de punten voor de eerste speler met drie complete kano's.
web-legend_title = Wat de tekens betekenen
web-legend_strength = de sterkte van de kano bij een overval
web-legend_points = een complete kano en zijn punten
web-legend_protected = beschermd door een totem: hij kan niet worden aangevallen of door een boogschutter beschoten
web-legend_half = op een kaart: welke helft van een paar het is (links ◀ of rechts ▶), naast de beginletter van zijn soort
web-where_apart_0 = apart, in de bovenste rij
web-where_apart_1 = apart, in de middelste rij
web-where_apart_2 = apart, in de onderste rij
web-no_move_here = Daar kan nu niets gespeeld worden. Kies een van de gemarkeerde plaatsen.
web-dur_days = { $n } d
web-menu = Menu
account-mail_turn_subject = Ogallala: jij bent aan de beurt tegen { $opponents } ({ $edition }), tot { $deadline }
account-mail_turn_body = 
    Je bent aan de beurt tegen { $opponents } ({ $edition }); je bedenktijd loopt tot { $deadline }. Speel hier verder:
    { $link }
tutorial-finish = Begeleid spel afronden
tutorial-stop_wrong = Nog eens trekken mag, maar deze les vraagt het einde van de beurt: klik op „{ $button }”.
tutorial-end_wrong = Doorspelen mag, maar deze les beëindigt het spel: klik op „{ $button }”.

## lobby
lobby-invitations = Uitnodigingen
lobby-invitations_new = { $n ->
    [one] Je hebt een uitnodiging.
   *[other] Je hebt { $n } uitnodigingen.
}
lobby-invitation = { $inviter } nodigt je uit aan een tafel { $edition } voor { $n } spelers
lobby-invitation_anon = Je bent uitgenodigd aan een tafel { $edition } voor { $n } spelers
lobby-with = met
lobby-per_move = { $time } per zet
lobby-take_seat = Plaats nemen
lobby-decline = Afslaan
lobby-ev_seat_declined = { $who } heeft de uitnodiging afgeslagen; de plaats is vrij voor iedereen.
lobby-your_games = Jouw spellen
lobby-finished_lately = Onlangs afgelopen
lobby-all_my_games = Al mijn spellen
lobby-against = tegen
lobby-your_turn = Jij bent aan de beurt
lobby-turn_of = { $name } is aan de beurt
lobby-last_move = laatste zet { $when }
lobby-no_move_yet = nog geen zet
lobby-waiting_for_seats = wacht op spelers
lobby-play = Spelen
lobby-you_won = Gewonnen, { $points ->
    [one] 1 punt
   *[other] { $points } punten
}
lobby-your_place = Plaats { $rank } van { $players }, { $points ->
    [one] 1 punt
   *[other] { $points } punten
}
lobby-rating_change = Verandering van je rating in dit spel
lobby-provisional_legend = Een vraagteken staat bij een voorlopige rating: de speler heeft nog te weinig spellen met rating gespeeld om die al zeker te maken.
lobby-correspondence_sign_in = Een klok van een uur of meer is voor correspondentiespellen tussen accounts: log eerst in.
lobby-correspondence_accounts = Een klok van een uur of meer is voor correspondentiespellen tussen accounts: elke plaats van een persoon moet de jouwe zijn of een uitnodiging per gebruikersnaam (geen links, open plaatsen, bots op afstand of spelen aan één scherm).
lobby-qp_looking = Op zoek naar een tafel { $edition } voor { $players } spelers: { $here } van { $players } zijn er ({ $waited } s).
lobby-qp_people_only = Je wacht alleen op mensen: er komen geen bots.
lobby-qp_bots_in = Bots ({ $level }) nemen de lege plaatsen in over { $s } s.
lobby-qp_bots_now = Bots ({ $level }) nemen nu de lege plaatsen in.
lobby-greet_title = Welkom aan tafel!
lobby-greet_text = Je hebt plaats { $n }, met { $others }.
lobby-greet_text_alone = Je hebt plaats { $n } aan deze tafel.
lobby-greet_ask = Onder welke naam zien de anderen je?
lobby-greet_save = Onder deze naam spelen
lobby-greet_skip = „{ $name }” houden
web-err_accounts_only = Een klok van een uur of meer is voor correspondentiespellen tussen accounts: elke plaats van een persoon moet de jouwe zijn of een uitnodiging per gebruikersnaam.
web-err_player_not_found = Geen speler heeft die gebruikersnaam.
account-mail_invite_subject = Ogallala: { $inviter } nodigt je uit voor een spel { $edition }
account-mail_invite_body =
    { $inviter } nodigt je uit voor een spel { $edition } met { $players }. Er wordt een plaats voor je vrijgehouden: neem hem, of sla hem af, hier:
    { $link }
## chat
web-chat_title = Chat
web-chat_close = Chat sluiten
web-chat_connecting = De chat komt met de verbinding…
web-chat_off = Wie de tafel opende, heeft de chat uitgezet.
web-chat_empty = Nog geen berichten.
web-chat_hidden = { $n ->
    [one] { $n } bericht van een gedempte persoon is verborgen.
   *[other] { $n } berichten van gedempte personen zijn verborgen.
}
web-chat_unmute = Weer tonen:
web-chat_placeholder = Een bericht aan de tafel
web-chat_placeholder_spectators = Een bericht aan de andere toeschouwers
web-chat_write = Jouw bericht
web-chat_send = Versturen
web-chat_read_only = Hier schrijven alleen de spelers aan tafel; toeschouwers schrijven aangemeld in hun eigen chat.
web-chat_spectator = toeschouwer
web-chat_mute = { $name } dempen (in deze browser)
web-chat_mute_short = dempen
web-chat_report = Dit bericht melden bij de beheerder van de server
web-chat_report_short = melden
web-chat_reported = Het bericht is gemeld.
web-chat_reported_short = gemeld
web-chat_muted_one = { $name } is gedempt in deze browser.
web-chat_unmuted_one = { $name } wordt weer getoond.
web-chat_unread = { $n ->
    [one] één nieuw bericht
   *[other] { $n } nieuwe berichten
}
web-chat_settings = Chatinstellingen (wie de tafel opende)
web-chat_enabled = Chat aan
web-chat_spectators_read = Toeschouwers lezen de chat van de spelers
web-chat_preset_good_luck = Veel succes!
web-chat_preset_have_fun = Veel plezier!
web-chat_preset_well_played = Goed gespeeld!
web-chat_preset_good_game = Mooi spel!
web-chat_preset_thanks = Bedankt!
web-chat_preset_oops = Oeps!
web-chat_preset_your_turn = Jij bent aan de beurt!
web-chat_preset_one_moment = Een moment, alsjeblieft.
web-err_bad_chat = Een chatbericht is één regel van hoogstens 300 tekens, zonder stuurtekens.
web-err_chat_forbidden = In deze chat schrijven alleen de spelers aan tafel; toeschouwers schrijven aangemeld in hun eigen chat.
web-err_chat_off = Wie de tafel opende, heeft de chat uitgezet.
web-err_chat_too_fast = Te veel berichten of meldingen in korte tijd: wacht even.
web-err_no_chat_message = Dat bericht bestaat niet.
## account trust

account-deleted_player = verwijderde speler
account-ev_deleted_to_bot = Iemand heeft zijn account verwijderd; een bot ({ $level }) speelt nu de plaats.
account-username_retired = Deze gebruikersnaam hoorde bij een verwijderd account en kan niet opnieuw worden geregistreerd. Kies een andere.
account-rule_too_short = Het wachtwoord is te kort: het moet minstens { $min } tekens hebben.
account-rule_too_long = Het wachtwoord is te lang: het mag hoogstens { $max } tekens hebben.
account-rule_common = Dit wachtwoord is een van de meest gebruikte. Kies een ander.
account-rule_username = Het wachtwoord mag niet je gebruikersnaam zijn.
account-rule_few_characters = Het wachtwoord moet minstens drie verschillende tekens hebben.
account-password_rules = Minstens { $min } tekens, minstens drie verschillende, niet je gebruikersnaam en geen veelgebruikt wachtwoord.
account-email_optional = E-mailadres (niet verplicht, voor een vergeten wachtwoord en je beurten)
account-email_later = Het account is aangemaakt, maar het e-mailadres is niet opgeslagen: { $message }
account-forgot = Wachtwoord vergeten?
account-forgot_title = Wachtwoord vergeten
account-forgot_help = Geef het e-mailadres van je account (een bevestigd adres). Er gaat een bericht naartoe met een link om een nieuw wachtwoord te kiezen; de link werkt één keer, een uur lang.
account-forgot_send = Link versturen
account-forgot_sent = Als { $address } bij een account hoort, is er een bericht met een link onderweg. Kijk in je mailbox (ook bij de spam).
account-forgot_no_mail = Deze server verstuurt geen e-mail, dus een wachtwoord kan hier niet opnieuw worden ingesteld. Vraag het aan wie de server beheert.
account-reset_title = Kies een nieuw wachtwoord
account-reset_new = Nieuw wachtwoord
account-reset_save = Nieuw wachtwoord opslaan
account-reset_done = Het wachtwoord van { $name } is gewijzigd en alle sessies van het account zijn beëindigd. Meld je aan met het nieuwe wachtwoord.
account-reset_wrong = Deze link klopt niet (misschien afgebroken). Vraag een nieuwe aan.
account-reset_expired = Deze link is verlopen: hij werkt een uur lang. Vraag een nieuwe aan.
account-reset_used = Deze link is al gebruikt: hij werkt één keer. Vraag zo nodig een nieuwe aan.
account-reset_no_token = Deze pagina opent via de link in een bericht om je wachtwoord opnieuw in te stellen.
account-err_too_many_resets = Te veel aanvragen voor een link. Probeer het over een uur opnieuw.
account-delete_export = Voor je het verwijdert, kun je alles downloaden wat over je is opgeslagen:
account-deleted_title = Je account is verwijderd
account-deleted_text = Je wachtwoord, passkeys, sessies en e-mailadres zijn weg. Je partijen blijven onder de naam „verwijderde speler”; aan tafels die nog lopen heeft een bot je plaatsen overgenomen. Niemand kan je gebruikersnaam opnieuw registreren.
account-deleted_back = Terug naar de lobby
account-mail_reset_subject = Ogallala: kies een nieuw wachtwoord
account-mail_reset_body =
    Hallo { $name },

    iemand (misschien jij) heeft gevraagd het wachtwoord van je account bij Ogallala opnieuw in te stellen. Open deze link om een nieuw te kiezen; hij werkt één keer, een uur lang:
    { $link }

    Als je dit niet hebt gevraagd, negeer dan dit bericht: je wachtwoord blijft zoals het is.

## One's own seat: a label names the person and marks the reader's own; a sentence says "you"

web-seat_you = { $name } (jij)
web-won_you = Je hebt gewonnen met { $points } punten.
web-won_shared_you = Jij en { $others } delen de overwinning met { $points } punten.
web-status_over = afgelopen

## The tutorial's lesson on scoring (suites side by side, long boats)

tutorial-score_title = Punten tellen
tutorial-score_do = Alleen volledige kano's tellen: 1 punt per kaart, 2 per kaart in een kano van 8 kaarten of meer, 10 voor elke kaart met buit; de twee helften van een serie naast elkaar (de linkerhelft links) tellen samen 40, en 90 met hun persoon ernaast. Leg de kaart waar ze het meest oplevert.
tutorial-score_wrong = Daar levert ze minder op. Zoek de kano die deze kaart voltooit, met de twee helften van een serie naast elkaar erin.
tutorial-score_done = De kano is volledig: zijn twee helften naast elkaar tellen 40 (90 met hun persoon ernaast), bovenop zijn punten per kaart.

## The analysis: a mistake's loss with its standard error

web-analysis_loss = { $loss } ± { $se } procentpunten winkans verloren

## Players together: the leftovers (a database held by another program, names at the table, the confirmation page)

web-err_database_busy = De gegevens van het spel zijn even bezet door een ander programma, dus er is niets veranderd; probeer het over een paar seconden opnieuw.
account-err_too_many_attempts_wait = Te veel mislukte aanmeldingen. Probeer het over { $minutes ->
        [one] { $minutes } minuut
       *[other] { $minutes } minuten
    } opnieuw.
account-email_already_confirmed_title = Adres al bevestigd
account-email_already_confirmed_text = { $address } was al bevestigd: er hoeft niets meer te gebeuren. Het adres hoort het wanneer jij aan de beurt bent aan een correspondentietafel.
account-email_link_refused_title = Deze link werkt niet
account-email_confirm_refused = Deze bevestigingslink is fout of verlopen (hij werkt twee dagen). Geef het adres opnieuw op je accountpagina: er gaat een nieuwe link naartoe.
account-email_unsubscribe_refused = Deze link om je af te melden is fout, of het adres ervan is verwijderd. Op je accountpagina staat welke e-mail je krijgt.
account-ev_invite_released = De speler die voor plaats { $n } was uitgenodigd, heeft zijn account verwijderd; de plaats is vrij voor iedereen.
