## ui

ui-you = Vous
ui-you_obj = vous
ui-seat = Place { $n }
ui-seat_obj = la place { $n }
ui-has_you = avez
ui-has_other = a
ui-bot = bot
ui-left = gauche
ui-right = droite
ui-red = rouge
ui-black = noir
ui-title = Ogallala · { $edition } · { $players } joueurs · tour { $turn }
ui-variants = variantes : { $v }
ui-since = Ce qui s'est passé :
ui-piles = Pioches
ui-pile = pile { $p } : { $n } cartes
ui-pile_empty = pile { $p } : vide
ui-known = la pile { $p } contient (des terres de chasse éternelles) : { $cards }
ui-discard = Terres de chasse éternelles (défausse, { $n })
ui-empty = vide
ui-refills = remélanges restants : { $n }
ui-river_you = Votre rivière · { $score } points · canoës complets { $boats }
ui-river_seat = Place { $n } (bot) · { $score } points · canoës complets { $boats }
ui-river_empty = (rivière vide)
ui-boat = canoë ligne { $row } colonne { $col } : { $n }, force { $strength }
ui-complete_pts = COMPLET, { $points } points
ui-protected = protégé (totem)
ui-marks = + = emplacements possibles ; ligne/colonne -1 ou une après le bord agrandit la rivière
ui-marks_mat = + = emplacements possibles
ui-scores = Scores
ui-you_short = vous
ui-your_turn = À vous de jouer.
ui-waits_for = La place { $n } décide ({ $phase }).
ui-in_hand = En main : { $cards }
ui-moves = Vos coups :
ui-prompt_hint = Tapez un numéro, une action (p. ex. '{ $example }'), 'help', 'save FICHIER' ou 'quit'.
ui-phase_draw = Piochez une carte : choisissez une pile.
ui-phase_continue = Piochez encore, ou finissez votre tour.
ui-phase_place = Vous avez pioché { $card }. Posez-{ $gender ->
        [feminine] la
       *[other] le
    }, insérez-{ $gender ->
        [feminine] la
       *[other] le
    } ou défaussez-{ $gender ->
        [feminine] la
       *[other] le
    }.
ui-phase_place_noshift = Vous avez pioché { $card }. Posez-{ $gender ->
        [feminine] la
       *[other] le
    } ou défaussez-{ $gender ->
        [feminine] la
       *[other] le
    }.
ui-phase_place_only = Vous avez pioché { $card }. Posez-{ $gender ->
        [feminine] la
       *[other] le
    }.
ui-phase_place_shift = Vous avez pioché { $card }. Posez-{ $gender ->
        [feminine] la
       *[other] le
    } ou insérez-{ $gender ->
        [feminine] la
       *[other] le
    }.
ui-phase_axe = Hache Folle ! Choisissez lequel de vos canoës complets coule avec elle.
ui-phase_lasso = Lasso : prenez une carte d'un canoë incomplet d'un autre joueur.
ui-phase_lasso-place = Posez la carte prise au lasso : { $card }.
ui-phase_archer = Archer : abattez une carte guerrier d'un canoë incomplet non protégé.
ui-phase_attacker = Plusieurs canoës sont complets : choisissez celui qui attaque d'abord.
ui-phase_attack = Votre canoë complet (ligne { $row }, colonne { $col }, force { $strength }) peut conquérir un canoë plus faible et non protégé d'un autre joueur.
ui-phase_loot = Posez le butin carte par carte ({ $cards }), ou laissez le reste.
ui-phase_end = Vous avez { $n } canoës complets : terminez la partie maintenant ou continuez.
ui-phase_hunt = Chasseur : prenez une moitié de sa série dans un canoë non protégé d'un autre joueur, ou ne l'utilisez pas.
ui-phase_hunt-place = Posez la carte chassée : { $card }.
ui-phase_second = Votre canoë a un homme-médecine : il peut aussi attaquer un second canoë.
ui-phase_take = Prenez une carte du canoë conquis, ou aucune.
ui-phase_take-place = Posez la carte prise : { $card }.
ui-m_draw = pile { $p } ({ $n } cartes)
ui-m_draw_refill = pile { $p } : y mélanger d'abord la défausse
ui-m_stop = finir le tour
ui-m_discard = { $card } aux terres de chasse éternelles
ui-m_place = poser
ui-m_shift = insérer en ligne { $row }, colonne { $col } ; les cartes se décalent vers la { $dir }
ui-m_shoot = { $card } de { $seat }
ui-card_1 = 1 carte
ui-cards_n = { $n } cartes
ui-m_take = { $card } de { $seat }
ui-m_attack = canoë de { $seat }, ligne { $row }, colonne { $col } : force { $strength }, { $n }{ $complete } [{ $cards }]
ui-m_complete = , complet
ui-m_own_boat = votre canoë ligne { $row }, colonne { $col } (force { $strength }, { $points } points)
ui-m_pass = ne pas l'utiliser
ui-m_moves = poser en ligne { $row }, colonne { $col } ; cartes de série décalées : { $moves }
ui-m_no_attack = ne pas attaquer
ui-m_done = laisser le reste du butin
ui-m_end = terminer la partie
ui-m_continue = continuer
ui-prompt = >{" "}
ui-bad_number = Il n'y a pas de coup { $n } : choisissez de 1 à { $max }.
ui-hint = Conseil (robot { $level }) : { $action }
ui-opponents = Adversaires : { $bots }
ui-saved = Enregistré dans { $file }.
ui-save_usage = usage : save FICHIER
ui-save_failed = impossible d'enregistrer dans { $file } : { $error }
ui-bye = Partie interrompue.
ui-resume = Pour la reprendre : ogallala play --load { $file }
ui-seed = Graine de la partie : { $seed }
ui-loaded = { $file } chargé : { $n } actions rejouées.
ui-game_over = FIN DE LA PARTIE
ui-reason_ended = { $who } { $person ->
        [you] avez
       *[other] a
    } terminé la partie avec 3 canoës complets ou plus.
ui-reason_fifth-boat = { $who } { $person ->
        [you] avez
       *[other] a
    } complété un cinquième canoë : la partie se termine.
ui-reason_no-cards = Plus aucune carte ne peut être piochée : la partie se termine.
ui-reason_three-boats = { $who } { $person ->
        [you] avez
       *[other] a
    } complété un troisième canoë : la partie se termine aussitôt.
ui-out_of_play = Hors jeu ({ $n })
ui-face_down = face cachée
ui-bonus = bonus
ui-conquered = { $person ->
        [you] votre canoë
       *[other] le canoë de { $target }
    } de { $count } ({ $cards })
ui-final_scores = Scores finaux :
ui-score_line = { $who } : { $score } points
ui-you_win = Vous gagnez !
ui-you_share = Vous partagez la victoire avec { $others }.
ui-others_win = Gagnant : { $who }.
ui-and = et

## events

events-turn = — tour { $turn } : { $who } —
events-draw = { $who } { $person ->
        [you] avez
       *[other] a
    } pioché { $card } (pile { $pile }).
events-place--draw = { $who } { $person ->
        [you] avez
       *[other] a
    } posé { $card }.
events-place--lasso = { $who } { $person ->
        [you] avez
       *[other] a
    } posé { $card } (pris au lasso).
events-place--loot = { $who } { $person ->
        [you] avez
       *[other] a
    } posé { $card } (butin).
events-shift = { $who } { $person ->
        [you] avez
       *[other] a
    } inséré { $card } ; les cartes se sont décalées vers la { $direction }.
events-discard = { $who } { $person ->
        [you] avez
       *[other] a
    } envoyé { $card } aux terres de chasse éternelles.
events-discard--out = { $who } : { $card_subj } quitte le jeu.
events-stop = { $who } { $person ->
        [you] avez
       *[other] a
    } terminé le tour.
events-loot-left = { $who } { $person ->
        [you] avez
       *[other] a
    } laissé le reste du butin : { $cards }.
events-axe--none = { $who } : { $card_subj } ne trouve aucun canoë complet, seule la hache est défaussée.
events-axe = { $who } : { $card_subj } a coulé un canoë complet de { $count } : { $cards }.
events-lasso = { $who } { $person ->
        [you] avez
       *[other] a
    } pris { $card } au lasso à { $target }.
events-shoot = { $who } { $person ->
        [you] avez
       *[other] a
    } abattu { $card } de { $target } avec l'archer.
events-complete = { $who } { $person ->
        [you] avez
       *[other] a
    } complété un canoë de { $count } (force { $strength }) : { $cards }.
events-attack = { $who } { $person ->
        [you] avez
       *[other] a
    } attaqué et conquis { $boats }.
events-pass = { $who } { $person ->
        [you] avez
       *[other] a
    } renoncé à { $card }.
events-hunt = { $who } { $person ->
        [you] avez
       *[other] a
    } chassé { $card } chez { $target }.
events-take = { $who } { $person ->
        [you] avez
       *[other] a
    } pris { $card } dans le canoë conquis de { $target }.
events-take-done = { $who } : plus rien pris du canoë conquis.
events-free-turn = { $who } : rien à prendre, le tour continue.
events-place--hunt = { $who } { $person ->
        [you] avez
       *[other] a
    } posé { $card } (chassé).
events-place--take = { $who } { $person ->
        [you] avez
       *[other] a
    } posé { $card } (pris).
events-shift--moves = { $who } { $person ->
        [you] avez
       *[other] a
    } posé { $card } ; les cartes de série de la rangée se sont décalées.
events-no-attack = { $who } { $person ->
        [you] avez
       *[other] a
    } renoncé à l'attaque.
events-play-on = { $who } { $person ->
        [you] avez
       *[other] a
    } choisi de continuer.
events-lapse = { $who } : { $card_subj } ne trouve aucune cible, l'action est perdue.
events-refill = Les terres de chasse éternelles ont été mélangées en pile { $pile } ({ $size } cartes ; encore { $left }×).
events-game-over = La partie est terminée.

## web

web-nav = Page
web-rules = Règles
web-rules_title = Les règles en bref
web-rules_missing = Le résumé des règles de cette édition manque.
web-rules_cards = Les cartes de cette édition
web-card_copies = { $n } dans le jeu
web-does_bow = Commence un canoë : un canoë va de la proue à la poupe.
web-does_stern = Termine un canoë : un canoë va de la proue à la poupe.
web-does_bow_warrior = Commence un canoë, avec un guerrier à bord : force 1.
web-does_stern_warrior = Termine un canoë, avec un guerrier à bord : force 1.
web-does_section = Une pièce du milieu d'un canoë.
web-does_warrior = Donne une force de { $n } à son canoë.
web-does_shaman_pelikan = Donne une force de 10 à son canoë ; ce canoë peut attaquer deux canoës.
web-does_lasso = Force 1. Une fois posé, vous devez prendre une carte du canoë incomplet d'un autre joueur dans votre rivière.
web-does_lasso_ass = Force 1. Une fois posé, vous pouvez prendre une carte du canoë incomplet d'un autre joueur dans votre rivière.
web-does_lasso_pelikan = Force 1. Une fois posé, vous pouvez prendre une carte d'un canoë non protégé d'un autre joueur, complet ou non, dans votre rivière.
web-does_archer = Force 1. Une fois posé, vous devez abattre une carte guerrier du canoë incomplet non protégé d'un autre joueur, qui part aux terres de chasse éternelles.
web-does_archer_ass = Force 1. Une fois posé, vous pouvez abattre une carte guerrier du canoë incomplet non protégé d'un autre joueur, qui quitte le jeu.
web-does_archer_pelikan = Force 1. Une fois posé, vous pouvez envoyer une carte guerrier d'un canoë non protégé d'un autre joueur à la défausse.
web-does_axe = Jamais posée : un de vos canoës complets coule avec elle vers les terres de chasse éternelles.
web-does_axe_ass = Jamais posée : un de vos canoës complets quitte le jeu avec elle.
web-does_totem = Protège son canoë : il ne peut pas être attaqué et l'archer ne peut pas y tirer.
web-does_totem_pelikan = Protège son canoë des attaques, de l'archer et des chasseurs ; 50 points de plus.
web-does_booty = Butin : des points pour le canoë complet qui le porte.
web-does_suite = Butin d'une série : { $cards } dans un même canoë complet rapportent le plus de points.
web-close = Fermer
web-language_set = Langue changée.
web-tagline = Construisez des canoës sur la rivière, remplissez-les de guerriers et de butin, pillez vos voisins.
web-new_table = Nouvelle table
web-your_name = Votre nom
web-player = Joueur
web-edition = Édition
web-edition_amigo = AMIGO 2002
web-edition_ass = ASS (Ogallala I)
web-edition_pelikan = Pelikan 1975 (Ogallala II)
web-variants = Variantes
web-variant_two_tribes = deux tribus
web-variant_river_16 = rivière de 16 cases
web-variant_sorted_stacks = piles triées
web-variant_more_lassos_archers = plus de lassos et d'archers
web-variant_fewer_axes = moins de haches
web-variant_no_axes = sans haches
web-variant_no_totems = sans totems
web-seats = Places
web-seat_kind = Place { $n }
web-seat_name = Nom à la place { $n }
web-bot_level = bot · { $level }
web-seat_level = Niveau du bot à la place { $n }
web-kind_me = moi
web-kind_human = une personne (lien)
web-kind_open = place libre
web-kind_bot = bot
web-kind_remote_bot = bot distant
web-remote_bot = bot distant
web-level_random = au hasard
web-level_easy = facile
web-level_medium = moyen
web-level_hard = difficile
web-level_expert = expert
web-name_placeholder = nom
web-open_help = chacun peut la prendre depuis l'accueil
web-remove_seat = Retirer la place { $n }
web-add_seat = Ajouter une place
web-hotseat = Hot seat
web-hotseat_help = toutes les personnes jouent sur cet appareil
web-clock_label = Temps par décision
web-no_clock = aucun
web-clock_secs = { $s } s par décision
web-create = Créer la table
web-table_ready = La table est prête
web-links_help = Envoyez à chaque personne le lien de sa place ; la partie secrète après # n'arrive dans aucun journal du serveur.
web-link_for = Place { $n } { $name }
web-spectators = Spectateurs
web-copy = Copier
web-copied = Lien copié.
web-go_table = Aller à la table
web-games_open = Tables avec places libres
web-games_running = Tables en cours
web-games_over = Parties terminées
web-none = Aucune pour l'instant.
web-n_players = { $n } joueurs
web-join = Rejoindre
web-watch = Regarder
web-turn_n = tour { $n }
web-status_open = en attente de joueurs
web-spectating = spectateur
web-hot_seat = hot seat
web-hot_turn = { $who }, c'est à vous.
web-copy_spectate = Copier le lien spectateur
web-leave = Quitter la table
web-take_seat = Prendre la place { $n }
web-seat_links = Liens des places
web-waiting_seats = En attente de joueurs
web-waiting_seats_help = La partie commence quand toutes les places sont prises.
web-title_your_turn = À vous
web-reconnecting = Connexion perdue — reconnexion …
web-reconnected = Reconnecté.
web-log = Ce qui s'est passé
web-rivers = Rivières
web-river_of = Rivière de { $who }
web-empty_cell = vide
web-n_choices = { $n } choix
web-offline = hors ligne
web-deciding = décide
web-score_boats = { $score } points · { $boats } complets
web-boat_line = Canoë de { $count } : { $cards } ; force { $strength } ; { $complete }.
web-complete_pts = complet, { $points } points
web-incomplete = incomplet
web-pile_label = Pile { $p } : { $n } cartes
web-browse = Voir les { $n }
web-unseen = Cartes pas encore vues ({ $n })
web-decision = Décision
web-turn_of = { $who } décide
web-waits_for = On attend { $who } : { $phase }.
web-hand = Cartes en main
web-choose_card = Choisir { $card }
web-choose = Choisir
web-cancel = Annuler
web-hint = Conseil
web-hint_says = Le robot conseille : { $move }.
web-all_moves = Tous les coups en liste ({ $n })
web-m_place_at = poser { $card } { $where }
web-m_attack = attaquer le canoë de { $seat } ({ $count } : { $cards } ; force { $strength })
web-verb_lasso = Lasso
web-verb_shoot = Abattre
web-verb_hunt = Chasser
web-verb_take = Prendre
web-verb_sink = Couler
web-verb_attacker = Attaque d'abord
web-phase_draw = pioche
web-phase_continue = repiocher ou s'arrêter
web-phase_place = pose une carte
web-phase_axe = Hache Folle
web-phase_lasso = lasso
web-phase_lasso-place = pose la carte prise
web-phase_archer = archer
web-phase_attacker = choisit le canoë attaquant
web-phase_attack = décide d'une attaque
web-attack_prompt = Votre canoë complet ({ $count }, force { $strength }) peut conquérir un canoë plus faible et non protégé d'un autre joueur.
web-phase_loot = pose le butin
web-phase_end = finir ou continuer
web-phase_hunt = chasseur
web-phase_hunt-place = pose la carte chassée
web-phase_second = seconde attaque
web-phase_take = prend dans le canoë conquis
web-phase_take-place = pose la carte prise
web-rule_draw = Cliquez sur une pile (en surbrillance) pour piocher sa carte du dessus.
web-rule_continue = Piochez encore ou arrêtez-vous : ce que vous avez posé reste.
web-rule_place = Les cases en surbrillance acceptent la carte. À gauche d'une proue seulement une poupe, à droite d'une poupe seulement une proue ; aucune ligne ne contient deux fois la même carte.
web-rule_place_amigo = Les cases en surbrillance acceptent la carte : contre la rivière, au plus 3 lignes × 14 colonnes. À gauche d'une proue seulement une poupe, à droite d'une poupe seulement une proue ; aucune ligne ne contient deux fois la même carte.
web-rule_axe = Choisissez un de vos canoës complets : il coule avec la hache.
web-rule_lasso = Cliquez sur une carte en surbrillance d'une autre rivière pour la prendre dans la vôtre.
web-rule_lasso-place = Posez la carte prise sur une case en surbrillance de votre rivière.
web-rule_archer = Cliquez sur une carte guerrier en surbrillance d'une autre rivière : elle est défaussée.
web-rule_attacker = Plusieurs canoës sont complets : cliquez sur celui qui attaque d'abord.
web-rule_attack = Cliquez sur un canoë en surbrillance : d'une autre place, sans totem et plus faible que le vôtre. Ou n'attaquez pas.
web-rule_loot = Choisissez une carte du butin, puis une case en surbrillance ; ou laissez le reste.
web-rule_end = Avec 3 canoës complets ou plus, vous pouvez finir la partie maintenant — ou continuer.
web-rule_hunt = La personne posée peut prendre une moitié de sa série dans une autre rivière (en surbrillance), ou passer.
web-rule_hunt-place = Posez la moitié chassée sur une case en surbrillance.
web-rule_second = Un canoë avec un homme-médecine peut attaquer un second canoë.
web-rule_take = Prenez une carte en surbrillance du canoë conquis, ou arrêtez.
web-rule_take-place = Posez la carte prise sur une case en surbrillance.
web-ev_seat_to_bot = { $who } est parti ; un bot ({ $level }) joue la place.
web-ev_clock = { $who } a dépassé le temps.
web-err_network = Le serveur est injoignable.
web-boats = Canoës (points)
web-boat_pts = canoë de { $count } : { $points }
web-total = Total
web-replay = Revoir
web-rematch = Revanche
web-go_rematch = Aller à la revanche
web-lobby = Accueil
web-first = Début
web-back = Retour
web-forward = Avancer
web-last = Fin
web-replay_pos = Position dans la partie
web-replay_start = La donne, avant le premier coup.
web-replay_step = Coup { $k } sur { $n }
web-replay_ready = Revue de { $n } coups chargée.
web-back_to_table = Retour à la table
web-winner = gagnant
web-moves_n = { $n } coups joués
web-err_stale_seq = La table a avancé entre-temps ; la voici à jour.
web-err_not_your_turn = Ce n'est pas à vous de décider.
web-err_not_started = La partie commence quand toutes les places sont prises.
web-err_game_over = La partie est terminée.
web-err_seat_taken = Quelqu'un a pris cette place avant vous.
web-err_forbidden = La clé de place de ce lien n'est pas valable pour cette table.
web-err_not_found = Cette table n'existe pas.
web-err_rate_limited = Trop de requêtes ; réessayez dans un instant.
web-err_busy = Les bots traitent déjà autant de conseils et d’analyses que le serveur le permet ; réessayez dans un instant.
web-err_too_many_tables = Trop de tables en cours ; réessayez plus tard.
web-analysis = Analyse
web-analysis_seat = Les décisions de
web-analysis_start = Analyser
web-analysis_running = Mesure de la décision { $done } sur { $total } …
web-analysis_explain = Chaque chance est estimée d'après ce que cette place pouvait voir à ce moment : sur { $samples } donnes aléatoires ou plus des cartes cachées, chaque coup est suivi de deux tours de plus, et la position atteinte est jugée par l'évaluation des bots.
web-analysis_graph = Chance de gagner après chaque décision de { $who }
web-analysis_mistakes = Erreurs
web-analysis_none = Aucune erreur nette trouvée.
web-analysis_mistake = Étape { $k } : { $played } ({ $after } % de chances) — mieux : { $best } ({ $before } %)
web-won_alone = { $who } a gagné avec { $points } points.
web-won_shared = { $who } se partagent la victoire avec { $points } points.
web-pass_device = Passez l'appareil à { $who } ; les autres détournent le regard.
web-pass_ok = Je suis { $who } : montrer mon tour
web-leave_title = Quitter la table ?
web-leave_explain = Un bot joue votre place jusqu'à la fin de la partie, et vous ne pourrez pas la reprendre.
web-ev_seat_claimed = { $who } a pris une place.
web-ev_seat_renamed = { $old } s'appelle maintenant { $who }.
web-rename = Changer mon nom
web-rename_save = Enregistrer
web-ev_seat_to_bot_timeouts = { $who } a laissé filer le temps trois fois de suite ; un bot ({ $level }) joue la place maintenant.
web-clock_hours = { $n } h par décision (correspondance)
web-clock_days = { $n } j par décision (correspondance)
web-turn_you = Vous décidez
web-sound_on = Son : activé
web-sound_off = Son : coupé
web-notify_ask = Me prévenir de mon tour
web-story_lost_to = { $cards } perdu(s) au profit de { $who }
web-story_lost = { $cards } perdu(s)
web-story_from = { $cards } de { $who }
web-m_own_boat = votre canoë de { $count } (force { $strength }, { $points } points)
web-m_shift_at = insérer { $where } ; les cartes se décalent vers la { $dir }
web-m_moves_at = poser { $where } ; cartes de série décalées : { $moves }
web-where_right_of = à droite { $card }
web-where_left_of = à gauche { $card }
web-where_above = au-dessus { $card }
web-where_below = au-dessous { $card }
web-where_first = comme première carte de la rivière
web-where_between = entre { $left } et { $right }
web-bot_default = bot ({ $level })
web-summary_title = Depuis votre dernier tour
web-summary_quiet = Personne n'a attaqué, pris au lasso, tiré ni coulé quoi que ce soit.
web-summary_leads = En tête : { $who }, { $points } points (vous : { $mine }).
web-summary_you_lead = Vous menez avec { $points } points.
web-summary_to_you = contre vous
web-summary_level = À égalité en tête avec { $points } points.

## reasons

reasons-illegal_action = Ce coup n'est pas permis maintenant.
reasons-no_such_action = Ce coup n'existe pas.
reasons-game_over = La partie est terminée.
reasons-not_your_turn = Ce n'est pas à vous : la place { $deciding } décide maintenant.
reasons-bad_action_type = Un coup se donne sous forme de texte.
reasons-wrong_decision = Ce coup ne répond pas à la décision en cours ({ $phase }).
reasons-no_such_pile = Cette édition a { $piles } pioche(s).
reasons-pile_empty = La pile { $pile } est vide.
reasons-no_card_left = Aucune carte ne peut être piochée.
reasons-no_voluntary_stop = Dans cette édition, on ne peut pas s'arrêter volontairement.
reasons-must_place = La carte piochée doit être posée tant que c'est possible.
reasons-must_place_loot = Les cartes conquises doivent être posées tant que c'est possible.
reasons-compulsory = Cette action est obligatoire dans cette édition.
reasons-wrong_card = Ce n'est pas la carte à poser.
reasons-shift_not_suite = Seules les cartes de série peuvent être insérées.
reasons-shift_run = Une carte de série s'insère sur une colonne occupée d'un canoë qui contient déjà une ou deux cartes de sa série, et doit finir dans ce canoë.
reasons-shift_moves = Les cartes de série de la ligne avancent d'une case vers des cases vides, et la nouvelle carte doit finir juste à côté d'une carte de sa série.
reasons-shift_kind = Cette édition ne décale pas les cartes ainsi.
reasons-first_card = La première carte d'une rivière vide va en ligne 0, colonne 0.
reasons-outside_river = La ligne { $row }, colonne { $col } est hors de la rivière.
reasons-river_full = La rivière ne peut pas dépasser { $rows } lignes × { $cols } colonnes.
reasons-cell_taken = La ligne { $row }, colonne { $col } est occupée.
reasons-row_holds_card = La ligne { $row } contient déjà cette carte.
reasons-must_touch = Une carte doit toucher une carte de la rivière par un côté ou un coin.
reasons-bow_stern = Juste à gauche d'une proue ne peut se trouver qu'une poupe, et juste à droite d'une poupe qu'une proue.
reasons-bow_stern_tribe = À gauche d'une proue seulement une poupe, à droite d'une poupe seulement une proue ; et un canoë ne porte des guerriers que d'une tribu.
reasons-one_tribe = Un canoë ne porte des guerriers que d'une tribu.
reasons-not_complete_boat = Aucun de vos canoës complets ne commence là.
reasons-lasso_target = Le lasso prend une carte accessible du canoë d'une autre place, que vous pouvez poser.
reasons-archer_target = L'archer abat une carte guerrier (pas le totem) d'un canoë non protégé d'une autre place.
reasons-hunt_target = Un chasseur prend une moitié de sa série dans un canoë non protégé d'une autre place, si elle peut être posée.
reasons-take_target = Prenez une carte du canoë conquis qui vous manque et que vous pouvez poser.
reasons-not_waiting_boat = Aucun canoë prêt à attaquer ne commence là.
reasons-attack_target = Attaquez le canoë d'une autre place (par sa première carte), sans totem et plus faible que le canoë attaquant.
reasons-not_possible = Ce n'est pas possible maintenant.

## account

account-account = Compte
account-sign_in = Se connecter
account-sign_up = Créer un compte
account-sign_out = Se déconnecter
account-sign_out_everywhere = Se déconnecter de tous les appareils
account-signed_out_everywhere = Déconnecté de tous les appareils.
account-username = Nom d’utilisateur
account-password = Mot de passe
account-username_help = 3 à 20 lettres, chiffres, _ ou -
account-password_help = au moins 10 caractères
account-no_account_needed = Un compte est facultatif : sans compte, vous jouez avec des liens comme avant. Avec un compte, vos places vous suivent sur chaque appareil, et vos parties aux tables classées comptent pour votre classement.
account-passkey_sign_in = Se connecter avec une clé d’accès
account-passkeys = Clés d’accès
account-add_passkey = Ajouter une clé d’accès
account-passkey_added = Clé d’accès ajoutée.
account-passkey_name = Nom de la clé d’accès
account-passkey_unavailable = Les clés d’accès ne fonctionnent qu’en HTTPS et sur http://localhost.
account-no_passkeys = Aucune clé d’accès pour l’instant.
account-remove = Supprimer
account-remove_passkey = Supprimer la clé d’accès { $name }
account-last_used = dernière utilisation { $when }
account-never_used = jamais utilisée
account-my_games = Mes parties
account-my_turn = À vous de jouer
account-waiting = En attente des autres
account-finished = Terminées
account-invited = invité
account-accept = Prendre la place
account-rated = classée
account-open_game = Ouvrir
account-profile = Profil
account-hide_games = Masquer mes parties sur mon profil public
account-saved = Enregistré.
account-your_data = Vos données
account-download_data = Télécharger tout ce qui est enregistré sur vous (JSON)
account-delete_account = Supprimer le compte
account-delete_help = Vos parties restent, sous le nom « joueur supprimé » ; votre mot de passe, vos clés d’accès et vos sessions disparaissent aussitôt. Tapez votre mot de passe pour confirmer.
account-deleted = Le compte est supprimé.
account-leaderboard = Classement
account-rank = Rang
account-player = Joueur
account-rating = Cote
account-games = Parties
account-wins = Victoires
account-bot_level = bot · { $level }
account-provisional = provisoire
account-nobody_rated = Personne n’a encore de classement dans cette édition.
account-member_since = joue depuis le { $date }
account-rating_history = Classement en { $edition }
account-rating_plot = { $edition } : classement de { $first } à { $last } en { $n } parties
account-played_won = { $played } jouées, { $won } gagnées
account-n_players = { $n } joueurs
account-recent_games = Dernières parties classées
account-games_hidden = Ce joueur garde ses parties privées.
account-place_of = { $rank }ᵉ sur { $players }
account-no_ratings = Pas encore de partie classée.
account-signed_in_as = Connecté en tant que { $name }
account-invite_help = Invitez un joueur par son nom d’utilisateur : sa place l’attend.
account-kind_invite = Inviter un joueur
account-invite_username = Nom d’utilisateur du joueur à la place { $n }
account-error = Cela n’a pas marché : { $message }
account-err_sign_in_failed = Nom d’utilisateur ou mot de passe incorrect.
account-err_bad_username = Un nom d’utilisateur compte 3 à 20 lettres, chiffres, _ ou -.
account-err_bad_password = Choisissez un autre mot de passe : au moins 10 caractères, pas un mot de passe courant, pas votre nom d’utilisateur.
account-err_username_taken = Ce nom d’utilisateur est déjà pris.
account-err_too_many_attempts = Trop de connexions échouées. Réessayez dans quelques minutes.
account-err_passkey = La clé d’accès n’a pas fonctionné.
account-play_now = Jouer maintenant
account-play_now_help = Prenez place à une table classée avec d’autres joueurs en attente, les cotes les plus proches d’abord.
account-sign_in_to_play_now = Connectez-vous pour jouer maintenant avec d’autres.
account-players_count = Joueurs
account-fill_with_bots = Puis compléter avec des bots
account-wait_for = après { $s } s
account-wait_people_only = jamais : attendre des joueurs
account-searching = Recherche de joueurs… { $waited } s, { $n } en attente pour cette table
account-leave_queue = Arrêter la recherche
account-bots_level = Bots
account-mail_confirm_subject = Ogallala : confirmez votre adresse e-mail
account-mail_confirm_body = 
    Bonjour { $name },

    ouvrez ce lien pour confirmer votre adresse ; Ogallala vous dira alors quand c'est votre tour à une table par correspondance :
    { $link }

    Si vous n'avez rien demandé, ignorez ce message.
account-mail_digest_subject = Ogallala : à vous de jouer dans { $n } parties
account-mail_digest_body = Aujourd'hui, ce fut { $n } fois votre tour :
account-mail_unsubscribe = Plus d'e-mails d'Ogallala : { $link }
account-email_confirmed_title = Adresse confirmée
account-email_confirmed_text = { $address } sera averti quand ce sera votre tour à une table par correspondance.
account-unsubscribed_title = Plus d'e-mails
account-unsubscribed_text = { $address } ne recevra plus d'e-mails d'Ogallala. Vous pouvez les réactiver sur votre page de compte.
account-email = E-mail quand c'est mon tour
account-email_address = Adresse e-mail
account-email_mode = Me prévenir
account-email_mode_each = à chaque tour
account-email_mode_digest = une fois par jour
account-email_mode_off = jamais
account-email_save = Enregistrer l'adresse
account-email_sent = Un lien de confirmation a été envoyé à { $address }.
account-email_unconfirmed = { $address } : pas encore confirmée (ouvrez le lien du message).
account-email_is_confirmed = { $address } : confirmée.
account-email_unavailable = Ce serveur n'envoie pas d'e-mails.
account-email_remove = Supprimer l'adresse

## tutorial

tutorial-title = Première partie guidée
tutorial-intro = { $n } courtes leçons, chacune un moment d'une vraie partie contre deux bots. Faites ce que la leçon demande ; un mauvais clic est expliqué, et rien n'est perdu.
tutorial-start = Commencer la partie guidée
tutorial-step = Leçon { $n } sur { $total }
tutorial-next = Leçon suivante
tutorial-again = Recommencer
tutorial-finished = Vous connaissez maintenant tout le jeu : chaque carte, chaque coup. Jouez une vraie partie depuis le salon.
tutorial-to_lobby = Vers le salon
tutorial-well_done = Bien joué.
tutorial-try_again = Pas celui-ci.
tutorial-off_target = Seules les places en surbrillance acceptent un coup maintenant.
tutorial-draw_title = Piocher
tutorial-draw_do = Chaque tour commence par une carte piochée dans l'une des trois piles. Cliquez sur une pile.
tutorial-draw_wrong = Piochez : cliquez sur l'une des trois piles.
tutorial-draw_done = La carte piochée se pose dans votre rivière, ou part aux terres de chasse éternelles.
tutorial-stop_title = Quand un tour se termine
tutorial-stop_do = Vous pouvez piocher encore ou terminer votre tour. Le tour s'arrête de lui-même après une défausse, un canoë complété, un lasso, un archer ou la Hache Folle, ou une carte que vous aviez déjà. Terminez votre tour maintenant.
tutorial-stop_done = Votre tour est fini ; le joueur suivant pioche.
tutorial-build_title = Construire un canoë
tutorial-build_do = Posez la carte piochée dans votre rivière : elle doit toucher une carte de votre rivière. À gauche d'une proue ne va qu'une poupe, à droite d'une poupe qu'une proue.
tutorial-build_wrong = Cela ne construit pas votre canoë : posez la carte sur la case en surbrillance à côté de vos cartes.
tutorial-build_done = La carte est dans votre rivière ; un canoë grandit de la proue à la poupe.
tutorial-complete_title = Compléter un canoë
tutorial-complete_do = Un canoë est complet de la proue à la poupe, sans trou. Posez la carte là où elle complète un canoë : un canoë complet compte et peut attaquer.
tutorial-complete_wrong = Là, aucun canoë n'est complété. Cherchez le canoë auquel il ne manque que cette carte.
tutorial-complete_done = Un canoë complet ! Il compte à la fin, et maintenant il peut attaquer.
tutorial-shift_title = Cartes de série et décalage
tutorial-shift_do = Une carte de série (deux moitiés et leur personnage) peut être insérée dans un canoë qui contient des cartes de sa série : les cartes s'écartent. Choisissez une insertion.
tutorial-shift_wrong = Cette leçon porte sur le décalage : choisissez une case où la carte s'insère et où les autres s'écartent.
tutorial-shift_done = La carte est entrée, les autres se sont décalées : une série entière dans un canoë vaut cher.
tutorial-lasso_title = Le lasso
tutorial-lasso_do = Votre lanceur de lasso attrape une carte d'un canoë incomplet d'un autre joueur. Cliquez sur une carte d'une autre rivière.
tutorial-lasso_wrong = Le lasso prend dans les canoës incomplets des autres : cliquez sur une carte en surbrillance.
tutorial-lasso_done = Attrapée ! Posez maintenant cette carte dans votre propre rivière.
tutorial-archer_title = L'archer
tutorial-archer_do = Votre archer abat un guerrier d'un canoë incomplet et non protégé d'un autre joueur, vers les terres de chasse éternelles. Cliquez sur un guerrier.
tutorial-archer_wrong = L'archer tire sur les guerriers des canoës incomplets des autres : cliquez sur une carte en surbrillance.
tutorial-archer_done = Touché : ce guerrier est parti, ce canoë est affaibli.
tutorial-axe_title = La Hache Folle
tutorial-axe_do = La Hache Folle n'est jamais posée : elle coule l'un de vos propres canoës complets, avec elle. Choisissez celui qui vous coûte le moins.
tutorial-axe_wrong = La hache coule l'un de vos canoës complets : cliquez sur l'un d'eux.
tutorial-axe_done = Coulé. La hache ne frappe que son propre joueur : c'est pourquoi elle est folle.
tutorial-attack_title = Les raids
tutorial-attack_do = Votre canoë tout juste complété peut conquérir un canoë plus faible et non protégé d'un autre joueur (un totem protège). Cliquez sur le canoë.
tutorial-attack_wrong = Renoncer est permis, mais cette leçon demande le raid : cliquez sur un canoë en surbrillance.
tutorial-attack_done = Conquis ! Son butin est à vous ; ses guerriers partent aux terres de chasse éternelles.
tutorial-loot_title = Le butin
tutorial-loot_do = Posez le butin du canoë conquis dans votre rivière, une carte à la fois, ou laissez le reste.
tutorial-loot_wrong = Cette leçon demande de poser le butin : cliquez sur une case en surbrillance.
tutorial-loot_done = Butin posé : il peut compléter un autre canoë, qui pourra attaquer à son tour.
tutorial-end_title = La fin de la partie
tutorial-end_do = Avec trois canoës complets, vous pouvez finir la partie maintenant, et le meilleur score gagne, ou continuer. Finissez-la maintenant.
tutorial-end_done = La partie est finie : les canoës complets comptent, et le plus haut score gagne.

## help, legend

help = 
    Pour jouer : tapez le numéro d'un coup de la liste, ou son texte. Lignes et colonnes se comptent
    à partir de 0 ; dans votre rivière, la ligne ou colonne -1 (ou une après la dernière) agrandit la
    rivière de ce côté (au plus 3 lignes x 14 colonnes). Textes des actions :
    {"  "}draw 2                 piocher la carte du dessus de la pile 2
    {"  "}stop                   finir le tour au lieu de piocher encore
    {"  "}place chief 1 4        poser la carte en main en ligne 1, colonne 4 ('place 1 4' suffit)
    {"  "}shift bear-left 0 3 right
    {"                         "}insérer une carte de série piochée sur une colonne occupée ; les cartes
    {"                         "}jusqu'au prochain trou se décalent d'une colonne à droite (ou à gauche)
    {"  "}discard                envoyer la carte piochée aux terres de chasse éternelles
    {"  "}lasso 2 0 5            prendre la carte ligne 0, colonne 5 de la rivière de la place 2
    {"  "}shoot 2 0 5            (archer) abattre cette carte guerrier
    {"  "}sink 1 0               (Hache Folle) couler votre canoë complet qui commence ligne 1, colonne 0
    {"  "}attacker 1 0           choisir lequel des canoës juste complétés attaque d'abord
    {"  "}attack 2 0 3           attaquer le canoë de la place 2 qui commence ligne 0, colonne 3
    {"  "}no-attack / done       ne pas attaquer / laisser le reste du butin
    {"  "}end / continue         terminer la partie (3+ canoës complets) / continuer
    {"  "}pass                   (ASS, Pelikan) ne pas utiliser le lasso, l'archer ou le chasseur
    {"  "}hunt 2 0 5, take 2 0 5 (Pelikan) le chasseur prend cette moitié / prendre cette carte du canoë conquis
    Commandes : help, hint (un robot propose un coup), moves (revoir les coups), board (tout revoir), save FICHIER, quit.
    La grille montre des identifiants de cartes abrégés ; 'legend' les explique.
legend_title = Abréviations de la grille :

## card_forms: a card as a sentence names it (.nom subject, .acc object) and its .gender

card_forms-bow = une proue vide
    .nom = une proue vide
    .acc = une proue vide
    .at = de la proue vide
    .between = la proue vide
    .gender = feminine
card_forms-stern = une poupe vide
    .nom = une poupe vide
    .acc = une poupe vide
    .at = de la poupe vide
    .between = la poupe vide
    .gender = feminine
card_forms-section = une section de canoë vide
    .nom = une section de canoë vide
    .acc = une section de canoë vide
    .at = de la section de canoë vide
    .between = la section de canoë vide
    .gender = feminine
card_forms-bow-warrior = une proue avec guerrier
    .nom = une proue avec guerrier
    .acc = une proue avec guerrier
    .at = de la proue avec guerrier
    .between = la proue avec guerrier
    .gender = feminine
card_forms-stern-warrior = une poupe avec guerrier
    .nom = une poupe avec guerrier
    .acc = une poupe avec guerrier
    .at = de la poupe avec guerrier
    .between = la poupe avec guerrier
    .gender = feminine
card_forms-warrior-1 = un guerrier
    .nom = un guerrier
    .acc = un guerrier
    .at = du guerrier
    .between = le guerrier
    .gender = masculine
card_forms-warrior-2 = deux guerriers
    .nom = deux guerriers
    .acc = deux guerriers
    .at = des deux guerriers
    .between = les deux guerriers
    .gender = masculine
card_forms-warrior-3 = trois guerriers
    .nom = trois guerriers
    .acc = trois guerriers
    .at = des trois guerriers
    .between = les trois guerriers
    .gender = masculine
card_forms-chief = le chef
    .nom = le chef
    .acc = le chef
    .at = du chef
    .between = le chef
    .gender = masculine
card_forms-shaman = l'homme-médecine
    .nom = l'homme-médecine
    .acc = l'homme-médecine
    .at = de l'homme-médecine
    .between = l'homme-médecine
    .gender = masculine
card_forms-lasso = un lanceur de lasso
    .nom = un lanceur de lasso
    .acc = un lanceur de lasso
    .at = du lanceur de lasso
    .between = le lanceur de lasso
    .gender = masculine
card_forms-archer = un archer
    .nom = un archer
    .acc = un archer
    .at = de l'archer
    .between = l'archer
    .gender = masculine
card_forms-crazy-axe = la Hache Folle
    .nom = la Hache Folle
    .acc = la Hache Folle
    .at = de la Hache Folle
    .between = la Hache Folle
    .gender = feminine
card_forms-totem = le totem
    .nom = le totem
    .acc = le totem
    .at = du totem
    .between = le totem
    .gender = masculine
card_forms-furs = la fourrure
    .nom = la fourrure
    .acc = la fourrure
    .at = de la fourrure
    .between = la fourrure
    .gender = feminine
card_forms-firewater = l'eau-de-feu
    .nom = l'eau-de-feu
    .acc = l'eau-de-feu
    .at = de l'eau-de-feu
    .between = l'eau-de-feu
    .gender = masculine
card_forms-tobacco = le tabac
    .nom = le tabac
    .acc = le tabac
    .at = du tabac
    .between = le tabac
    .gender = masculine
card_forms-eagle = l'aigle
    .nom = l'aigle
    .acc = l'aigle
    .at = de l'aigle
    .between = l'aigle
    .gender = masculine
card_forms-woman = la femme
    .nom = la femme
    .acc = la femme
    .at = de la femme
    .between = la femme
    .gender = feminine
card_forms-dynamite = la dynamite
    .nom = la dynamite
    .acc = la dynamite
    .at = de la dynamite
    .between = la dynamite
    .gender = feminine
card_forms-tipi = le tipi
    .nom = le tipi
    .acc = le tipi
    .at = du tipi
    .between = le tipi
    .gender = masculine
card_forms-gunpowder = la poudre à canon
    .nom = la poudre à canon
    .acc = la poudre à canon
    .at = de la poudre à canon
    .between = la poudre à canon
    .gender = feminine
card_forms-tent = la tente
    .nom = la tente
    .acc = la tente
    .at = de la tente
    .between = la tente
    .gender = feminine
card_forms-rifles = les fusils
    .nom = les fusils
    .acc = les fusils
    .at = des fusils
    .between = les fusils
    .gender = masculine
card_forms-cannon-left = la moitié gauche du canon
    .nom = la moitié gauche du canon
    .acc = la moitié gauche du canon
    .at = de la moitié gauche du canon
    .between = la moitié gauche du canon
    .gender = feminine
card_forms-cannon-right = la moitié droite du canon
    .nom = la moitié droite du canon
    .acc = la moitié droite du canon
    .at = de la moitié droite du canon
    .between = la moitié droite du canon
    .gender = feminine
card_forms-soldier = un soldat
    .nom = un soldat
    .acc = un soldat
    .at = du soldat
    .between = le soldat
    .gender = masculine
card_forms-bear-left = la moitié gauche de l'ours
    .nom = la moitié gauche de l'ours
    .acc = la moitié gauche de l'ours
    .at = de la moitié gauche de l'ours
    .between = la moitié gauche de l'ours
    .gender = feminine
card_forms-bear-right = la moitié droite de l'ours
    .nom = la moitié droite de l'ours
    .acc = la moitié droite de l'ours
    .at = de la moitié droite de l'ours
    .between = la moitié droite de l'ours
    .gender = feminine
card_forms-bear-hunter = le chasseur d'ours
    .nom = le chasseur d'ours
    .acc = le chasseur d'ours
    .at = du chasseur d'ours
    .between = le chasseur d'ours
    .gender = masculine
card_forms-buffalo-left = la moitié gauche du bison
    .nom = la moitié gauche du bison
    .acc = la moitié gauche du bison
    .at = de la moitié gauche du bison
    .between = la moitié gauche du bison
    .gender = feminine
card_forms-buffalo-right = la moitié droite du bison
    .nom = la moitié droite du bison
    .acc = la moitié droite du bison
    .at = de la moitié droite du bison
    .between = la moitié droite du bison
    .gender = feminine
card_forms-buffalo-hunter = le chasseur de bison
    .nom = le chasseur de bison
    .acc = le chasseur de bison
    .at = du chasseur de bison
    .between = le chasseur de bison
    .gender = masculine
card_forms-wood-left = la moitié gauche du bois
    .nom = la moitié gauche du bois
    .acc = la moitié gauche du bois
    .at = de la moitié gauche du bois
    .between = la moitié gauche du bois
    .gender = feminine
card_forms-wood-right = la moitié droite du bois
    .nom = la moitié droite du bois
    .acc = la moitié droite du bois
    .at = de la moitié droite du bois
    .between = la moitié droite du bois
    .gender = feminine
card_forms-lumberjack = le bûcheron
    .nom = le bûcheron
    .acc = le bûcheron
    .at = du bûcheron
    .between = le bûcheron
    .gender = masculine
card_forms-gold-left = la moitié gauche de l'or
    .nom = la moitié gauche de l'or
    .acc = la moitié gauche de l'or
    .at = de la moitié gauche de l'or
    .between = la moitié gauche de l'or
    .gender = feminine
card_forms-gold-right = la moitié droite de l'or
    .nom = la moitié droite de l'or
    .acc = la moitié droite de l'or
    .at = de la moitié droite de l'or
    .between = la moitié droite de l'or
    .gender = feminine
card_forms-gold-digger = le chercheur d'or
    .nom = le chercheur d'or
    .acc = le chercheur d'or
    .at = du chercheur d'or
    .between = le chercheur d'or
    .gender = masculine
card_forms-horse-left = la moitié gauche du cheval
    .nom = la moitié gauche du cheval
    .acc = la moitié gauche du cheval
    .at = de la moitié gauche du cheval
    .between = la moitié gauche du cheval
    .gender = feminine
card_forms-horse-right = la moitié droite du cheval
    .nom = la moitié droite du cheval
    .acc = la moitié droite du cheval
    .at = de la moitié droite du cheval
    .between = la moitié droite du cheval
    .gender = feminine
card_forms-cowboy = le cow-boy
    .nom = le cow-boy
    .acc = le cow-boy
    .at = du cow-boy
    .between = le cow-boy
    .gender = masculine

## web: a suite's initial, on the badge of its card halves

web-suite_initial_bear = Ou
web-suite_initial_buffalo = Bi
web-suite_initial_cannon = C
web-suite_initial_gold = Or
web-suite_initial_horse = Ch
web-suite_initial_wood = Bo

web-kind_human_here = une personne (sur cet écran)
web-reserved_for = réservée à { $name }
web-pace_label = Vitesse des bots
web-pace_fast = rapide
web-pace_normal = normale
web-pace_slow = lente
web-clock = encore { $time }
web-bonus_help = Bonus : les points du premier joueur à avoir trois canoës complets.
web-legend_title = Ce que disent les signes
web-legend_strength = la force du canoë dans un raid
web-legend_points = un canoë complet et ses points
web-legend_protected = protégé par un totem : il ne peut être ni attaqué ni visé par un archer
web-legend_half = sur une carte : la moitié d'une paire qu'elle est (gauche ◀ ou droite ▶), à côté de l'initiale de son espèce
web-where_apart_0 = à part, dans la rangée du haut
web-where_apart_1 = à part, dans la rangée du milieu
web-where_apart_2 = à part, dans la rangée du bas
web-no_move_here = Rien ne peut être joué là maintenant. Choisissez l'un des endroits en surbrillance.
web-dur_days = { $n } j
web-menu = Menu
account-mail_turn_subject = Ogallala : à vous de jouer contre { $opponents } ({ $edition }), jusqu'au { $deadline }
account-mail_turn_body = 
    C'est votre tour contre { $opponents } ({ $edition }) ; votre temps court jusqu'au { $deadline }. Continuez ici :
    { $link }
tutorial-finish = Terminer la partie guidée
tutorial-stop_wrong = Piocher encore est permis, mais cette leçon demande de finir le tour : cliquez « { $button } ».
tutorial-end_wrong = Continuer est permis, mais cette leçon finit la partie : cliquez « { $button } ».

## lobby
lobby-invitations = Invitations
lobby-invitations_new = { $n ->
    [one] Vous avez une invitation.
   *[other] Vous avez { $n } invitations.
}
lobby-invitation = { $inviter } vous invite à une table de { $edition } pour { $n } joueurs
lobby-invitation_anon = Vous êtes invité à une table de { $edition } pour { $n } joueurs
lobby-with = avec
lobby-per_move = { $time } par coup
lobby-take_seat = Prendre la place
lobby-decline = Refuser
lobby-ev_seat_declined = { $who } a refusé l'invitation ; la place est ouverte à tous.
lobby-your_games = Vos parties
lobby-finished_lately = Terminées récemment
lobby-all_my_games = Toutes mes parties
lobby-against = contre
lobby-your_turn = À vous de jouer
lobby-turn_of = Au tour de { $name }
lobby-last_move = dernier coup { $when }
lobby-no_move_yet = pas encore de coup
lobby-waiting_for_seats = en attente de joueurs
lobby-play = Jouer
lobby-you_won = Gagné, { $points ->
    [one] 1 point
   *[other] { $points } points
}
lobby-your_place = Place { $rank } sur { $players }, { $points ->
    [one] 1 point
   *[other] { $points } points
}
lobby-rating_change = Variation de votre cote dans cette partie
lobby-provisional_legend = Un point d'interrogation signale une cote provisoire : le joueur a encore joué trop peu de parties classées pour qu'elle soit sûre.
lobby-correspondence_sign_in = Une pendule d'une heure ou plus est réservée aux parties par correspondance entre comptes : connectez-vous d'abord.
lobby-correspondence_accounts = Une pendule d'une heure ou plus est réservée aux parties par correspondance entre comptes : chaque place d'une personne doit être la vôtre ou une invitation par nom d'utilisateur (ni liens, ni places ouvertes, ni bots à distance, ni jeu sur un seul écran).
lobby-qp_looking = Recherche d'une table de { $edition } pour { $players } joueurs : { $here } sur { $players } présents ({ $waited } s).
lobby-qp_people_only = Vous n'attendez que des personnes : aucun bot ne viendra.
lobby-qp_bots_in = Des bots ({ $level }) prendront les places libres dans { $s } s.
lobby-qp_bots_now = Des bots ({ $level }) prennent maintenant les places libres.
lobby-greet_title = Bienvenue à la table !
lobby-greet_text = Vous avez la place { $n }, avec { $others }.
lobby-greet_text_alone = Vous avez la place { $n } à cette table.
lobby-greet_ask = Sous quel nom les autres vous verront-ils ?
lobby-greet_save = Jouer sous ce nom
lobby-greet_skip = Garder « { $name } »
web-err_accounts_only = Une pendule d'une heure ou plus est réservée aux parties par correspondance entre comptes : chaque place d'une personne doit être la vôtre ou une invitation par nom d'utilisateur.
web-err_player_not_found = Aucun joueur n'a ce nom d'utilisateur.
account-mail_invite_subject = Ogallala : { $inviter } vous invite à une partie de { $edition }
account-mail_invite_body =
    { $inviter } vous invite à une partie de { $edition } avec { $players }. Une place vous est réservée : prenez-la, ou refusez-la, ici :
    { $link }
## chat
web-chat_title = Discussion
web-chat_close = Fermer la discussion
web-chat_connecting = La discussion arrive avec la connexion…
web-chat_off = La personne qui a ouvert la table a désactivé la discussion.
web-chat_empty = Pas encore de messages.
web-chat_hidden = { $n ->
    [one] Un message d'une personne masquée est caché.
   *[other] { $n } messages de personnes masquées sont cachés.
}
web-chat_unmute = Afficher de nouveau :
web-chat_placeholder = Un message à la table
web-chat_placeholder_spectators = Un message aux autres spectateurs
web-chat_write = Votre message
web-chat_send = Envoyer
web-chat_read_only = Seuls les joueurs assis écrivent ici ; les spectateurs connectés écrivent dans leur propre discussion.
web-chat_spectator = spectateur
web-chat_mute = Masquer { $name } (dans ce navigateur)
web-chat_mute_short = masquer
web-chat_report = Signaler ce message à l'exploitant du serveur
web-chat_report_short = signaler
web-chat_reported = Le message a été signalé.
web-chat_reported_short = signalé
web-chat_muted_one = { $name } est masqué dans ce navigateur.
web-chat_unmuted_one = { $name } est de nouveau affiché.
web-chat_unread = { $n ->
    [one] un nouveau message
   *[other] { $n } nouveaux messages
}
web-chat_settings = Réglages de la discussion (créateur de la table)
web-chat_enabled = Discussion activée
web-chat_spectators_read = Les spectateurs lisent la discussion des joueurs
web-chat_preset_good_luck = Bonne chance !
web-chat_preset_have_fun = Amusez-vous bien !
web-chat_preset_well_played = Bien joué !
web-chat_preset_good_game = Belle partie !
web-chat_preset_thanks = Merci !
web-chat_preset_oops = Oups !
web-chat_preset_your_turn = À vous !
web-chat_preset_one_moment = Un instant, s'il vous plaît.
web-err_bad_chat = Un message est une seule ligne d'au plus 300 caractères, sans caractères de contrôle.
web-err_chat_forbidden = Seuls les joueurs assis écrivent dans cette discussion ; les spectateurs connectés écrivent dans la leur.
web-err_chat_off = La personne qui a ouvert la table a désactivé la discussion.
web-err_chat_too_fast = Trop de messages ou de signalements en peu de temps : patientez un instant.
web-err_no_chat_message = Ce message n'existe pas.
## account trust

account-deleted_player = joueur supprimé
account-ev_deleted_to_bot = Un joueur a supprimé son compte ; un bot ({ $level }) joue désormais la place.
account-username_retired = Ce nom d’utilisateur appartenait à un compte supprimé et ne peut plus être enregistré. Choisissez-en un autre.
account-rule_too_short = Le mot de passe est trop court : il lui faut au moins { $min } caractères.
account-rule_too_long = Le mot de passe est trop long : il peut avoir au plus { $max } caractères.
account-rule_common = Ce mot de passe est l’un des plus courants. Choisissez-en un autre.
account-rule_username = Le mot de passe ne peut pas être votre nom d’utilisateur.
account-rule_few_characters = Le mot de passe doit contenir au moins trois caractères différents.
account-password_rules = Au moins { $min } caractères, dont au moins trois différents, ni votre nom d’utilisateur ni un mot de passe courant.
account-email_optional = Adresse e-mail (facultative, pour un mot de passe oublié et vos tours)
account-email_later = Le compte est créé, mais l’adresse e-mail n’a pas été enregistrée : { $message }
account-forgot = Mot de passe oublié ?
account-forgot_title = Mot de passe oublié
account-forgot_help = Indiquez l’adresse e-mail de votre compte (une adresse confirmée). Un message avec un lien pour choisir un nouveau mot de passe y sera envoyé ; le lien fonctionne une fois, pendant une heure.
account-forgot_send = Envoyer le lien
account-forgot_sent = Si { $address } appartient à un compte, un message avec un lien est en route. Regardez dans votre boîte de réception (et dans les indésirables).
account-forgot_no_mail = Ce serveur n’envoie pas d’e-mails : un mot de passe ne peut donc pas être réinitialisé ici. Demandez à la personne qui l’administre.
account-reset_title = Choisir un nouveau mot de passe
account-reset_new = Nouveau mot de passe
account-reset_save = Enregistrer le nouveau mot de passe
account-reset_done = Le mot de passe de { $name } est changé et toutes les sessions du compte sont fermées. Connectez-vous avec le nouveau mot de passe.
account-reset_wrong = Ce lien est incorrect (peut-être tronqué). Demandez-en un nouveau.
account-reset_expired = Ce lien a expiré : il fonctionne pendant une heure. Demandez-en un nouveau.
account-reset_used = Ce lien a déjà servi : il ne fonctionne qu’une fois. Demandez-en un nouveau si nécessaire.
account-reset_no_token = Cette page s’ouvre depuis le lien d’un message de réinitialisation du mot de passe.
account-err_too_many_resets = Trop de demandes de lien. Réessayez dans une heure.
account-delete_export = Avant de le supprimer, vous pouvez télécharger tout ce qui est enregistré à votre sujet :
account-deleted_title = Votre compte est supprimé
account-deleted_text = Votre mot de passe, vos clés d’accès, vos sessions et votre adresse e-mail ont disparu. Vos parties restent sous le nom « joueur supprimé » ; aux tables encore en cours, un bot a pris vos places. Personne ne pourra enregistrer à nouveau votre nom d’utilisateur.
account-deleted_back = Retour au salon
account-mail_reset_subject = Ogallala : choisissez un nouveau mot de passe
account-mail_reset_body =
    Bonjour { $name },

    quelqu’un (peut-être vous) a demandé à réinitialiser le mot de passe de votre compte Ogallala. Ouvrez ce lien pour en choisir un nouveau ; il fonctionne une fois, pendant une heure :
    { $link }

    Si vous n’avez rien demandé, ignorez ce message : votre mot de passe reste tel quel.

## One's own seat: a label names the person and marks the reader's own; a sentence says "you"

web-seat_you = { $name } (vous)
web-won_you = Vous avez gagné avec { $points } points.
web-won_shared_you = Vous et { $others } partagez la victoire avec { $points } points.
web-status_over = partie terminée

## The tutorial's lesson on scoring (suites side by side, long boats)

tutorial-score_title = Compter les points
tutorial-score_do = Seuls les canoës complets comptent : 1 point par carte, 2 par carte dans un canoë de 8 cartes ou plus, 10 pour chaque carte de butin ; les deux moitiés d'une série côte à côte (la moitié gauche à gauche) comptent 40 ensemble, et 90 avec leur personnage à côté. Posez la carte là où elle rapporte le plus.
tutorial-score_wrong = Là, elle rapporte moins. Cherchez le canoë que cette carte complète, avec les deux moitiés d'une série côte à côte.
tutorial-score_done = Le canoë est complet : ses deux moitiés côte à côte comptent 40 (90 avec leur personnage à côté), en plus de ses points par carte.

## The analysis: a mistake's loss with its standard error

web-analysis_loss = { $loss } ± { $se } points de chance perdus

## Players together: the leftovers (a database held by another program, names at the table, the confirmation page)

web-err_database_busy = Les données de la partie sont occupées un instant par un autre programme, rien n’a donc été modifié ; réessayez dans quelques secondes.
account-err_too_many_attempts_wait = Trop de connexions échouées. Réessayez dans { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    }.
account-email_already_confirmed_title = Adresse déjà confirmée
account-email_already_confirmed_text = { $address } était déjà confirmée : il n’y a plus rien à faire. Elle est prévenue quand c’est votre tour à une table par correspondance.
account-email_link_refused_title = Ce lien ne fonctionne pas
account-email_confirm_refused = Ce lien de confirmation est faux ou a expiré (il est valable deux jours). Donnez de nouveau l’adresse sur la page de votre compte : un nouveau lien lui est envoyé.
account-email_unsubscribe_refused = Ce lien de désabonnement est faux, ou son adresse a été retirée. La page de votre compte indique quels courriels vous recevez.
account-ev_invite_released = Le joueur invité à la place { $n } a supprimé son compte ; la place est ouverte à tous.
