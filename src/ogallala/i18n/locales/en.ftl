## ui

ui-you = You
ui-you_obj = you
ui-seat = Seat { $n }
ui-seat_obj = Seat { $n }
ui-has_you = {""}
ui-has_other = {""}
ui-bot = bot
ui-left = left
ui-right = right
ui-red = red
ui-black = black
ui-title = Ogallala · { $edition } · { $players } players · turn { $turn }
ui-variants = variants: { $v }
ui-since = What happened:
ui-piles = Draw piles
ui-pile = pile { $p }: { $n } cards
ui-pile_empty = pile { $p }: empty
ui-known = pile { $p } holds (from the discard pile): { $cards }
ui-discard = Eternal Hunting Grounds (discard pile, { $n })
ui-empty = empty
ui-refills = refills left: { $n }
ui-river_you = Your river · score { $score } · complete boats { $boats }
ui-river_seat = Seat { $n } (bot) · score { $score } · complete boats { $boats }
ui-river_empty = (empty river)
ui-boat = boat row { $row } col { $col }: { $n }, strength { $strength }
ui-complete_pts = COMPLETE, { $points } points
ui-protected = protected (totem)
ui-marks = + = where the card may go; row/column -1 or one past the edge extends the river
ui-marks_mat = + = where the card may go
ui-scores = Scores
ui-you_short = you
ui-your_turn = Your turn.
ui-waits_for = Seat { $n } decides ({ $phase }).
ui-in_hand = In your hand: { $cards }
ui-moves = Your moves:
ui-prompt_hint = Type a number, an action (e.g. '{ $example }'), 'help', 'save FILE' or 'quit'.
ui-phase_draw = Draw a card: choose a pile.
ui-phase_continue = Draw again, or stop to end your turn.
ui-phase_place = You drew { $card }. Place it, shift it in, or discard it.
ui-phase_place_noshift = You drew { $card }. Place it or discard it.
ui-phase_place_only = You drew { $card }. Place it.
ui-phase_place_shift = You drew { $card }. Place it or shift it in.
ui-phase_axe = Crazy Axe! Choose which of your complete boats sinks with it.
ui-phase_lasso = Lasso: take a card from another seat's incomplete boat.
ui-phase_lasso-place = Place the lassoed { $card }.
ui-phase_archer = Archer: shoot a warrior card of another seat's unprotected incomplete boat.
ui-phase_attacker = Several of your boats were completed: choose the one that attacks next.
ui-phase_attack = Your completed boat (row { $row }, column { $col }, strength { $strength }) may conquer a weaker, unprotected boat of another seat.
ui-phase_loot = Place the booty one card at a time ({ $cards }), or leave the rest of it.
ui-phase_end = You have { $n } complete boats: end the game now, or play on.
ui-phase_hunt = Hunter: take a half of its suite from another seat's unprotected boat, or pass.
ui-phase_hunt-place = Place the hunted { $card }.
ui-phase_second = Your boat has a medicine man: it may attack a second boat as well.
ui-phase_take = Take a card of the conquered boat, or take none.
ui-phase_take-place = Place the taken { $card }.
ui-m_draw = pile { $p } ({ $n } cards)
ui-m_draw_refill = pile { $p }: shuffle the discard pile into it first
ui-m_stop = end your turn
ui-m_discard = send { $card } to the Eternal Hunting Grounds
ui-m_place = place
ui-m_shift = insert at row { $row }, column { $col }; the cards there move { $dir }
ui-m_shoot = { $card } of { $seat }
ui-card_1 = 1 card
ui-cards_n = { $n } cards
ui-m_take = { $card } from { $seat }
ui-m_attack = boat of { $seat } at row { $row }, column { $col }: strength { $strength }, { $n }{ $complete } [{ $cards }]
ui-m_complete = , complete
ui-m_own_boat = your boat at row { $row }, column { $col } (strength { $strength }, { $points } points)
ui-m_pass = let it go unused
ui-m_moves = place at row { $row }, column { $col }; suite cards move: { $moves }
ui-m_no_attack = do not attack
ui-m_done = leave the rest of the booty
ui-m_end = end the game now
ui-m_continue = play on
ui-prompt = >{" "}
ui-bad_number = There is no move { $n }: choose 1 to { $max }.
ui-hint = Hint ({ $level } bot): { $action }
ui-opponents = Opponents: { $bots }
ui-saved = Saved to { $file }.
ui-save_usage = usage: save FILE
ui-save_failed = could not save to { $file }: { $error }
ui-bye = Game left unfinished.
ui-resume = Resume it with: ogallala play --load { $file }
ui-seed = Game seed: { $seed }
ui-loaded = Loaded { $file }: { $n } actions replayed.
ui-game_over = GAME OVER
ui-reason_ended = { $who } ended the game with 3 or more complete boats.
ui-reason_fifth-boat = { $who } completed a fifth boat: the game ends.
ui-reason_no-cards = No card could be drawn any more: the game ends.
ui-reason_three-boats = { $who } completed a third boat: the game ends at once.
ui-out_of_play = Out of play ({ $n })
ui-face_down = face down
ui-bonus = bonus
ui-conquered = { $person ->
        [you] your boat
       *[other] the boat of { $target }
    } of { $count } ({ $cards })
ui-final_scores = Final scores:
ui-score_line = { $who }: { $score } points
ui-you_win = You win!
ui-you_share = You share the win with { $others }.
ui-others_win = Winner: { $who }.
ui-and = and

## events

events-turn = — turn { $turn }: { $who } —
events-draw = { $who } drew { $card } from pile { $pile }.
events-place--draw = { $who } placed { $card }.
events-place--lasso = { $who } placed { $card }, caught with the lasso.
events-place--loot = { $who } placed { $card } (booty).
events-shift = { $who } shifted { $card } in; the cards moved { $direction }.
events-discard = { $who } sent { $card } to the Eternal Hunting Grounds.
events-discard--out = { $who }: { $card_subj } goes out of play.
events-stop = { $who } ended the turn.
events-loot-left = { $who } left the rest of the booty: { $cards }.
events-axe--none = { $who }: { $card_subj } finds no complete boat, so only the axe is discarded.
events-axe = { $who }: { $card_subj } sank a complete boat of { $count }: { $cards }.
events-lasso = { $who } lassoed { $card } from { $target }.
events-shoot = { $who } used the archer on { $target }: { $card } is shot.
events-complete = { $who } completed a boat of { $count } (strength { $strength }): { $cards }.
events-attack = { $who } attacked and conquered { $boats }.
events-pass = { $who } let { $card } go unused.
events-hunt = { $who } hunted { $card } from { $target }.
events-take = { $who } took { $card } from the conquered boat of { $target }.
events-take-done = { $who } took nothing more from the conquered boat.
events-free-turn = { $who }: nothing to take, the turn goes on.
events-place--hunt = { $who } placed { $card } (hunted).
events-place--take = { $who } placed { $card } (taken).
events-shift--moves = { $who } placed { $card }; suite cards of that row moved.
events-no-attack = { $who } let the completed boat pass (no attack).
events-play-on = { $who } chose to play on.
events-lapse = { $who }: { $card_subj } finds no target, the action lapses.
events-refill = The Eternal Hunting Grounds were shuffled into pile { $pile } ({ $size } cards; { $left } refills left).
events-game-over = The game is over.

## web

web-nav = Page
web-rules = Rules
web-rules_title = Rules summary
web-rules_missing = The rules summary for this edition is not available.
web-rules_cards = The cards of this edition
web-card_copies = { $n } in the deck
web-does_bow = Starts a boat: a boat runs from a bow to a stern.
web-does_stern = Ends a boat: a boat runs from a bow to a stern.
web-does_bow_warrior = Starts a boat, with a warrior aboard: strength 1.
web-does_stern_warrior = Ends a boat, with a warrior aboard: strength 1.
web-does_section = A middle piece of a boat.
web-does_warrior = Gives its boat strength { $n }.
web-does_shaman_pelikan = Gives its boat strength 10; that boat may attack two boats.
web-does_lasso = Strength 1. Once placed, you must take a card from another player's incomplete boat into your river.
web-does_lasso_ass = Strength 1. Once placed, you may take a card from another player's incomplete boat into your river.
web-does_lasso_pelikan = Strength 1. Once placed, you may take a card from another player's unprotected boat, complete or not, into your river.
web-does_archer = Strength 1. Once placed, you must shoot a warrior card of another player's unprotected incomplete boat to the Eternal Hunting Grounds.
web-does_archer_ass = Strength 1. Once placed, you may shoot a warrior card of another player's unprotected incomplete boat out of play.
web-does_archer_pelikan = Strength 1. Once placed, you may send a warrior card of another player's unprotected boat to the discard pile.
web-does_axe = Never placed: one of your complete boats sinks with it to the Eternal Hunting Grounds.
web-does_axe_ass = Never placed: one of your complete boats goes out of play with it.
web-does_totem = Protects its boat: it cannot be attacked, and the archer cannot shoot into it.
web-does_totem_pelikan = Protects its boat from attacks, the archer and the hunters; 50 points more.
web-does_booty = Booty: points for the complete boat that carries it.
web-does_suite = Booty of a suite: { $cards } in one complete boat score the most.
web-close = Close
web-language_set = Language changed.
web-tagline = Build canoes on the river, fill them with warriors and booty, raid your neighbours.
web-new_table = New table
web-your_name = Your name
web-player = Player
web-edition = Edition
web-edition_amigo = AMIGO 2002
web-edition_ass = ASS (Ogallala I)
web-edition_pelikan = Pelikan 1975 (Ogallala II)
web-variants = Variants
web-variant_two_tribes = two tribes
web-variant_river_16 = 16-space river
web-variant_sorted_stacks = sorted stacks
web-variant_more_lassos_archers = more lassos and archers
web-variant_fewer_axes = fewer axes
web-variant_no_axes = no axes
web-variant_no_totems = no totems
web-seats = Seats
web-seat_kind = Seat { $n }
web-seat_name = Name at seat { $n }
web-bot_level = bot · { $level }
web-seat_level = Bot level at seat { $n }
web-kind_me = me
web-kind_human = a person (link)
web-kind_open = open seat
web-kind_bot = bot
web-kind_remote_bot = remote bot
web-remote_bot = remote bot
web-level_random = random
web-level_easy = easy
web-level_medium = medium
web-level_hard = hard
web-level_expert = expert
web-name_placeholder = name
web-open_help = anyone may take it from the lobby
web-remove_seat = Remove seat { $n }
web-add_seat = Add a seat
web-hotseat = Hot seat
web-hotseat_help = every person seat plays on this device
web-clock_label = Turn clock
web-no_clock = none
web-clock_secs = { $s } s per decision
web-create = Create the table
web-table_ready = The table is ready
web-links_help = Send each person the link of their seat; the secret part after # never reaches a server log.
web-link_for = Seat { $n } { $name }
web-spectators = Spectators
web-copy = Copy
web-copied = Link copied.
web-go_table = Go to the table
web-games_open = Tables with open seats
web-games_running = Running tables
web-games_over = Finished games
web-none = None right now.
web-n_players = { $n } players
web-join = Join
web-watch = Watch
web-turn_n = turn { $n }
web-status_open = waiting for players
web-spectating = watching
web-hot_seat = hot seat
web-hot_turn = { $who }, it is your turn.
web-copy_spectate = Copy the spectator link
web-leave = Leave the table
web-take_seat = Take seat { $n }
web-seat_links = Seat links
web-waiting_seats = Waiting for players
web-waiting_seats_help = The game starts when every seat is taken.
web-title_your_turn = Your turn
web-reconnecting = Connection lost — reconnecting …
web-reconnected = Connected again.
web-log = What happened
web-rivers = Rivers
web-river_of = River of { $who }
web-empty_cell = empty
web-n_choices = { $n } choices
web-offline = offline
web-deciding = deciding
web-score_boats = { $score } points · { $boats } complete
web-boat_line = Boat of { $count }: { $cards }; strength { $strength }; { $complete }.
web-complete_pts = complete, { $points } points
web-incomplete = incomplete
web-pile_label = Pile { $p }: { $n } cards
web-browse = Browse all { $n }
web-unseen = Cards not yet seen ({ $n })
web-decision = Decision
web-turn_of = { $who } decides
web-waits_for = Waiting for { $who }: { $phase }.
web-hand = Cards in hand
web-choose_card = Choose { $card }
web-choose = Choose
web-cancel = Cancel
web-hint = Hint
web-hint_says = The bot suggests: { $move }.
web-all_moves = All moves as a list ({ $n })
web-m_place_at = place { $card } { $where }
web-m_attack = attack the boat of { $seat } ({ $count }: { $cards }; strength { $strength })
web-verb_lasso = Lasso
web-verb_shoot = Shoot
web-verb_hunt = Hunt
web-verb_take = Take
web-verb_sink = Sink
web-verb_attacker = Attack first with
web-phase_draw = drawing
web-phase_continue = draw again or stop
web-phase_place = placing a card
web-phase_axe = Crazy Axe
web-phase_lasso = lasso
web-phase_lasso-place = placing the lassoed card
web-phase_archer = archer
web-phase_attacker = choosing the attacking boat
web-phase_attack = deciding on an attack
web-attack_prompt = Your completed boat ({ $count }, strength { $strength }) may conquer a weaker, unprotected boat of another seat.
web-phase_loot = placing the booty
web-phase_end = end or play on
web-phase_hunt = hunter
web-phase_hunt-place = placing the hunted card
web-phase_second = second attack
web-phase_take = taking from the conquered boat
web-phase_take-place = placing the taken card
web-rule_draw = Click a pile (highlighted) to draw its top card.
web-rule_continue = Draw another card, or stop: what you placed stays.
web-rule_place = Highlighted cells accept the card. Left of a bow only a stern, right of a stern only a bow; no row holds the same card twice.
web-rule_place_amigo = Highlighted cells accept the card: touching the river, within 3 rows × 14 columns. Left of a bow only a stern, right of a stern only a bow; no row holds the same card twice.
web-rule_axe = Choose one of your complete boats: it sinks with the axe.
web-rule_lasso = Click a highlighted card of another river to take it into yours.
web-rule_lasso-place = Place the lassoed card on a highlighted cell of your river.
web-rule_archer = Click a highlighted warrior card of another river: it goes to the discard pile.
web-rule_attacker = Several boats were completed: click the one that attacks next.
web-rule_attack = Click a highlighted boat: another seat's, without a totem and weaker than yours. Or do not attack.
web-rule_loot = Choose a card of the booty, then a highlighted cell; or leave the rest.
web-rule_end = With 3 or more complete boats you may end the game now — or play on.
web-rule_hunt = The placed person may take a half of its suite from another river (highlighted), or pass.
web-rule_hunt-place = Place the hunted half on a highlighted cell.
web-rule_second = A boat with a medicine man may attack a second boat.
web-rule_take = Take a highlighted card of the conquered boat, or stop taking.
web-rule_take-place = Place the taken card on a highlighted cell.
web-ev_seat_to_bot = { $who } left; a { $level } bot plays the seat now.
web-ev_clock = { $who } ran out of time.
web-err_network = The server cannot be reached.
web-boats = Boats (points)
web-boat_pts = boat of { $count }: { $points }
web-total = Total
web-replay = Replay
web-rematch = Rematch
web-go_rematch = Go to the rematch
web-lobby = Lobby
web-first = Start
web-back = Back
web-forward = Forward
web-last = End
web-replay_pos = Position in the game
web-replay_start = The deal, before the first move.
web-replay_step = Move { $k } of { $n }
web-replay_ready = Replay of { $n } moves loaded.
web-back_to_table = Back to the table
web-winner = winner
web-moves_n = { $n } moves played
web-err_stale_seq = The table moved on meanwhile; here it is as it stands.
web-err_not_your_turn = It is not your decision now.
web-err_not_started = The game starts when every seat is taken.
web-err_game_over = The game is over.
web-err_seat_taken = Someone took that seat first.
web-err_forbidden = This link's seat token is not valid for this table.
web-err_not_found = There is no such table.
web-err_rate_limited = Too many requests; try again in a moment.
web-err_busy = The bots are busy with as many hints and analyses as the server allows; try again in a moment.
web-err_too_many_tables = Too many unfinished tables right now; try again later.
web-analysis = Analysis
web-analysis_seat = Whose decisions
web-analysis_start = Analyse
web-analysis_running = Measuring decision { $done } of { $total } …
web-analysis_explain = Each chance is estimated from what this seat could see at that moment: on { $samples } or more random deals of the hidden cards, each move is followed by two more turns, and the position reached is judged by the bots' evaluation.
web-analysis_graph = Chance to win after each decision of { $who }
web-analysis_mistakes = Mistakes
web-analysis_none = No clear mistake found.
web-analysis_mistake = Step { $k }: { $played } ({ $after } % to win) — better { $best } ({ $before } %)
web-won_alone = { $who } won with { $points } points.
web-won_shared = { $who } share the win with { $points } points.
web-pass_device = Pass the device to { $who }; the others look away.
web-pass_ok = I am { $who }: show my turn
web-leave_title = Leave the table?
web-leave_explain = A bot plays your seat for the rest of the game, and you cannot take it back.
web-ev_seat_claimed = { $who } took a seat.
web-ev_seat_renamed = { $old } is now called { $who }.
web-rename = Change my name
web-rename_save = Save
web-ev_seat_to_bot_timeouts = { $who } let the clock run out three times in a row; a { $level } bot plays the seat now.
web-clock_hours = { $n } h per decision (correspondence)
web-clock_days = { $n } d per decision (correspondence)
web-turn_you = You decide
web-sound_on = Sound: on
web-sound_off = Sound: off
web-notify_ask = Notify me of my turn
web-story_lost_to = lost { $cards } to { $who }
web-story_lost = lost { $cards }
web-story_from = { $cards } from { $who }
web-m_own_boat = your boat of { $count } (strength { $strength }, { $points } points)
web-m_shift_at = insert { $where }; the cards there move { $dir }
web-m_moves_at = place { $where }; suite cards move: { $moves }
web-where_right_of = right of { $card }
web-where_left_of = left of { $card }
web-where_above = above { $card }
web-where_below = below { $card }
web-where_first = as the river's first card
web-where_between = between { $left } and { $right }
web-bot_default = { $level } bot
web-summary_title = Since your last turn
web-summary_quiet = Nobody raided, lassoed, shot or sank anything.
web-summary_leads = In the lead: { $who }, { $points } points (you: { $mine }).
web-summary_you_lead = You lead with { $points } points.
web-summary_to_you = against you
web-summary_level = Level at the top with { $points } points.

## reasons

reasons-illegal_action = This move is not allowed now.
reasons-no_such_action = There is no such move.
reasons-game_over = The game is over.
reasons-not_your_turn = It is not your decision: seat { $deciding } decides now.
reasons-bad_action_type = A move is given as its text.
reasons-wrong_decision = That move does not answer the decision now ({ $phase }).
reasons-no_such_pile = This edition has { $piles } draw pile(s).
reasons-pile_empty = Pile { $pile } is empty.
reasons-no_card_left = No card can be drawn.
reasons-no_voluntary_stop = In this edition you cannot stop by choice.
reasons-must_place = The drawn card must be placed while it can be.
reasons-must_place_loot = The conquered cards must be placed while they can be.
reasons-compulsory = This action is compulsory in this edition.
reasons-wrong_card = That is not the card to place.
reasons-shift_not_suite = Only suite cards may be shifted in.
reasons-shift_run = A suite card is shifted in at an occupied column of a boat holding one or two cards of its suite, and must end in that boat.
reasons-shift_moves = Suite cards of the row move one space each onto empty spaces, and the new card must end directly beside a card of its suite.
reasons-shift_kind = This edition does not shift cards that way.
reasons-first_card = The first card of an empty river goes at row 0, column 0.
reasons-outside_river = Row { $row }, column { $col } is outside the river.
reasons-river_full = The river may not exceed { $rows } rows × { $cols } columns.
reasons-cell_taken = Row { $row }, column { $col } is taken.
reasons-row_holds_card = Row { $row } already holds this card.
reasons-must_touch = A card must touch a card of the river at a side or a corner.
reasons-bow_stern = Directly left of a bow card only a stern card may lie, and directly right of a stern card only a bow.
reasons-bow_stern_tribe = Left of a bow only a stern, right of a stern only a bow; and a boat holds warriors of one tribe only.
reasons-one_tribe = A boat holds warriors of one tribe only.
reasons-not_complete_boat = That is not the start of one of your complete boats.
reasons-lasso_target = The lasso takes a card of another seat's boat that it may reach and that you can place.
reasons-archer_target = The archer shoots a warrior card (not the totem) of another seat's unprotected boat.
reasons-hunt_target = A hunter takes a half of its suite from another seat's unprotected boat, if it can be placed.
reasons-take_target = Take a card of the conquered boat that you lack and can place.
reasons-not_waiting_boat = That is not the start of a boat waiting to attack.
reasons-attack_target = Attack another seat's boat, by its first card, without a totem and weaker than the attacking boat.
reasons-not_possible = This is not possible now.

## account

account-account = Account
account-sign_in = Sign in
account-sign_up = Create an account
account-sign_out = Sign out
account-sign_out_everywhere = Sign out on every device
account-signed_out_everywhere = Signed out on every device.
account-username = Username
account-password = Password
account-username_help = 3 to 20 letters, digits, _ or -
account-password_help = at least 10 characters
account-no_account_needed = An account is optional: without one you play with links as before. With one, your seats follow you to every device, and your games at rated tables count for your rating.
account-passkey_sign_in = Sign in with a passkey
account-passkeys = Passkeys
account-add_passkey = Add a passkey
account-passkey_added = Passkey added.
account-passkey_name = Name of the passkey
account-passkey_unavailable = Passkeys work on HTTPS and on http://localhost only.
account-no_passkeys = No passkey yet.
account-remove = Remove
account-remove_passkey = Remove the passkey { $name }
account-last_used = last used { $when }
account-never_used = never used
account-my_games = My games
account-my_turn = Your turn
account-waiting = Waiting for others
account-finished = Finished
account-invited = invited
account-accept = Take the seat
account-rated = rated
account-open_game = Open
account-profile = Profile
account-hide_games = Hide my games on my public profile
account-saved = Saved.
account-your_data = Your data
account-download_data = Download everything stored about you (JSON)
account-delete_account = Delete the account
account-delete_help = Your games stay, under the name “deleted player”; your password, passkeys and sessions are gone at once. Type your password to confirm.
account-deleted = The account is deleted.
account-leaderboard = Leaderboard
account-rank = Rank
account-player = Player
account-rating = Rating
account-games = Games
account-wins = Wins
account-bot_level = bot · { $level }
account-provisional = provisional
account-nobody_rated = Nobody has a rating in this edition yet.
account-member_since = playing since { $date }
account-rating_history = Rating in { $edition }
account-rating_plot = { $edition }: rating from { $first } to { $last } over { $n } games
account-played_won = { $played } played, { $won } won
account-n_players = { $n } players
account-recent_games = Recent rated games
account-games_hidden = This player keeps their games private.
account-place_of = place { $rank } of { $players }
account-no_ratings = No rated game yet.
account-signed_in_as = Signed in as { $name }
account-invite_help = Invite a player by username: their seat waits for them.
account-kind_invite = Invite a player
account-invite_username = Username of the player at seat { $n }
account-error = That did not work: { $message }
account-err_sign_in_failed = Wrong username or password.
account-err_bad_username = A username has 3 to 20 letters, digits, _ or -.
account-err_bad_password = Choose another password: at least 10 characters, not a common one, not your username.
account-err_username_taken = This username is taken.
account-err_too_many_attempts = Too many failed sign-ins. Try again in a few minutes.
account-err_passkey = The passkey did not work.
account-play_now = Play now
account-play_now_help = Sit at a rated table with people waiting too, closest ratings first.
account-sign_in_to_play_now = Sign in to play now with other people.
account-players_count = Players
account-fill_with_bots = Then fill with bots
account-wait_for = after { $s } s
account-wait_people_only = never: wait for people
account-searching = Looking for players… { $waited } s, { $n } waiting for this table
account-leave_queue = Stop looking
account-bots_level = Bots
account-mail_confirm_subject = Ogallala: confirm your email address
account-mail_confirm_body = 
    Hello { $name },

    open this link to confirm your address; then Ogallala tells you when it is your turn at a correspondence table:
    { $link }

    If you did not ask for this, ignore this message.
account-mail_digest_subject = Ogallala: your turn in { $n } games
account-mail_digest_body = Today it became your turn { $n } times:
account-mail_unsubscribe = No more email from Ogallala: { $link }
account-email_confirmed_title = Address confirmed
account-email_confirmed_text = { $address } is told when it is your turn at a correspondence table.
account-unsubscribed_title = No more email
account-unsubscribed_text = { $address } gets no more email from Ogallala. You can turn it on again on your account page.
account-email = Email when it is my turn
account-email_address = Email address
account-email_mode = Tell me
account-email_mode_each = at each turn
account-email_mode_digest = once a day
account-email_mode_off = never
account-email_save = Save the address
account-email_sent = A confirmation link went to { $address }.
account-email_unconfirmed = { $address }: not confirmed yet (open the link in the message).
account-email_is_confirmed = { $address }: confirmed.
account-email_unavailable = This server sends no email.
account-email_remove = Remove the address

## tutorial

tutorial-title = Guided first game
tutorial-intro = { $n } short lessons, each a moment of a real game against two bots. Do what the lesson asks; a wrong click is explained, and nothing is lost.
tutorial-start = Start the guided game
tutorial-step = Lesson { $n } of { $total }
tutorial-next = Next lesson
tutorial-again = Start again
tutorial-finished = You know the whole game now: every card, every move. Play a real game from the lobby.
tutorial-to_lobby = To the lobby
tutorial-well_done = Well done.
tutorial-try_again = Not this one.
tutorial-off_target = Only the highlighted places take a move now.
tutorial-draw_title = Drawing
tutorial-draw_do = Each turn begins with a card drawn from one of the three piles. Click a pile.
tutorial-draw_wrong = Draw from a pile: click one of the three piles.
tutorial-draw_done = The drawn card is yours to place in your river, or to send to the Eternal Hunting Grounds.
tutorial-stop_title = When a turn ends
tutorial-stop_do = You may draw again or end your turn. The turn ends by itself after a discard, a completed boat, a lasso, archer or Crazy Axe, or a card you already had. Drawing more risks that: end your turn now.
tutorial-stop_done = Your turn is over; the next player draws.
tutorial-build_title = Building a boat
tutorial-build_do = Place the drawn card in your river: it must touch a card of your river. Left of a bow only a stern may lie, right of a stern only a bow.
tutorial-build_wrong = That would not build your boat: place the card on the highlighted cell beside your cards.
tutorial-build_done = The card is in your river; a boat grows from its bow to its stern.
tutorial-complete_title = Completing a boat
tutorial-complete_do = A boat is complete from a bow to a stern with no gap. Place the card where it completes a boat: a complete boat scores and may attack.
tutorial-complete_wrong = That place does not complete a boat. Look for the boat that lacks only this card.
tutorial-complete_done = A complete boat! It counts at the end, and now it may attack.
tutorial-shift_title = Suite cards and shifting
tutorial-shift_do = A suite card (two halves and their person) may be pushed into a boat that holds cards of its suite: the cards there move aside. Choose a shift.
tutorial-shift_wrong = This lesson is about shifting: choose a cell where the card is inserted and the cards move aside.
tutorial-shift_done = The card went in and the others moved: a full suite in one boat is worth a lot.
tutorial-lasso_title = The lasso
tutorial-lasso_do = Your lasso thrower catches one card of another player's incomplete boat. Click a card in another river.
tutorial-lasso_wrong = The lasso takes from other players' incomplete boats: click a highlighted card there.
tutorial-lasso_done = Caught! Now place that card in your own river.
tutorial-archer_title = The archer
tutorial-archer_do = Your archer shoots one warrior out of another player's unprotected, incomplete boat, to the Eternal Hunting Grounds. Click a warrior.
tutorial-archer_wrong = The archer shoots warriors of other players' incomplete boats: click a highlighted card.
tutorial-archer_done = Shot: that warrior is gone, and that boat is weaker.
tutorial-axe_title = The Crazy Axe
tutorial-axe_do = The Crazy Axe is never placed: it sinks one complete boat of your own, with itself. Choose the boat you lose least by.
tutorial-axe_wrong = The axe sinks one of your own complete boats: click one.
tutorial-axe_done = Sunk. The axe strikes only its own player: that is why it is crazy.
tutorial-attack_title = Raids
tutorial-attack_do = Your boat just completed may conquer a weaker, unprotected boat of another player (a totem protects). Click the boat to raid.
tutorial-attack_wrong = Letting the chance pass is allowed, but this lesson asks for the raid: click a highlighted boat.
tutorial-attack_done = Conquered! Its booty is yours to place; its warriors go to the Eternal Hunting Grounds.
tutorial-loot_title = Loot
tutorial-loot_do = Place the booty of the conquered boat in your river, one card at a time, or leave the rest.
tutorial-loot_wrong = This lesson asks you to place the booty: click a highlighted cell.
tutorial-loot_done = Booty placed: it may complete another boat, which may raid again.
tutorial-end_title = Ending the game
tutorial-end_do = With three complete boats you may end the game now, and the best score wins, or play on. End it now.
tutorial-end_done = The game is over: complete boats score, and whoever scores most wins.

## help, legend

help = 
    How to move: type the number of a move from the list, or its text. Rows and columns count
    from 0; in your river, row or column -1 (or one past the last) extends the river that way
    (at most 3 rows x 14 columns). Action texts:
    {"  "}draw 2                 draw the top card of pile 2
    {"  "}stop                   end your turn instead of drawing again
    {"  "}place chief 1 4        place the card in hand at row 1, column 4 ('place 1 4' works too)
    {"  "}shift bear-left 0 3 right
    {"                         "}insert a drawn suite card at an occupied column; the run of cards
    {"                         "}there moves one column right (or left) up to the next gap
    {"  "}discard                send the drawn card to the Eternal Hunting Grounds
    {"  "}lasso 2 0 5            take the card at row 0, column 5 of seat 2's river
    {"  "}shoot 2 0 5            (archer) shoot that warrior card to the discard pile
    {"  "}sink 1 0               (Crazy Axe) sink your complete boat starting at row 1, column 0
    {"  "}attacker 1 0           choose which of your just-completed boats attacks next
    {"  "}attack 2 0 3           attack the boat of seat 2 that starts at row 0, column 3
    {"  "}no-attack / done       let the boat pass / leave the rest of the booty
    {"  "}end / continue         end the game (3+ complete boats) / play on
    {"  "}pass                   (ASS, Pelikan) leave an optional lasso, archer or hunter unused
    {"  "}hunt 2 0 5, take 2 0 5 (Pelikan) a hunter takes that half / take that card of a conquered boat
    Commands: help, hint (a bot suggests a move), moves (list the moves again), board (show everything again),
    save FILE, quit. Grid labels are short card ids; 'legend' lists them.
legend_title = Grid labels:

## card_forms: a card as a sentence names it (.nom subject, .acc object) and its .gender

card_forms-bow = an empty bow
    .nom = an empty bow
    .acc = an empty bow
    .at = the empty bow
    .gender = other
card_forms-stern = an empty stern
    .nom = an empty stern
    .acc = an empty stern
    .at = the empty stern
    .gender = other
card_forms-section = an empty canoe section
    .nom = an empty canoe section
    .acc = an empty canoe section
    .at = the empty canoe section
    .gender = other
card_forms-bow-warrior = a bow with a warrior
    .nom = a bow with a warrior
    .acc = a bow with a warrior
    .at = the bow with a warrior
    .gender = other
card_forms-stern-warrior = a stern with a warrior
    .nom = a stern with a warrior
    .acc = a stern with a warrior
    .at = the stern with a warrior
    .gender = other
card_forms-warrior-1 = one warrior
    .nom = one warrior
    .acc = one warrior
    .at = the warrior
    .gender = other
card_forms-warrior-2 = two warriors
    .nom = two warriors
    .acc = two warriors
    .at = the two warriors
    .gender = other
card_forms-warrior-3 = three warriors
    .nom = three warriors
    .acc = three warriors
    .at = the three warriors
    .gender = other
card_forms-chief = the chief
    .nom = the chief
    .acc = the chief
    .at = the chief
    .gender = other
card_forms-shaman = the medicine man
    .nom = the medicine man
    .acc = the medicine man
    .at = the medicine man
    .gender = other
card_forms-lasso = a lasso thrower
    .nom = a lasso thrower
    .acc = a lasso thrower
    .at = the lasso thrower
    .gender = other
card_forms-archer = an archer
    .nom = an archer
    .acc = an archer
    .at = the archer
    .gender = other
card_forms-crazy-axe = the Crazy Axe
    .nom = the Crazy Axe
    .acc = the Crazy Axe
    .at = the Crazy Axe
    .gender = other
card_forms-totem = the totem pole
    .nom = the totem pole
    .acc = the totem pole
    .at = the totem pole
    .gender = other
card_forms-furs = the furs
    .nom = the furs
    .acc = the furs
    .at = the furs
    .gender = other
card_forms-firewater = the firewater
    .nom = the firewater
    .acc = the firewater
    .at = the firewater
    .gender = other
card_forms-tobacco = the tobacco
    .nom = the tobacco
    .acc = the tobacco
    .at = the tobacco
    .gender = other
card_forms-eagle = the eagle
    .nom = the eagle
    .acc = the eagle
    .at = the eagle
    .gender = other
card_forms-woman = the woman
    .nom = the woman
    .acc = the woman
    .at = the woman
    .gender = other
card_forms-dynamite = the dynamite
    .nom = the dynamite
    .acc = the dynamite
    .at = the dynamite
    .gender = other
card_forms-tipi = the tipi
    .nom = the tipi
    .acc = the tipi
    .at = the tipi
    .gender = other
card_forms-gunpowder = the gunpowder
    .nom = the gunpowder
    .acc = the gunpowder
    .at = the gunpowder
    .gender = other
card_forms-tent = the tent
    .nom = the tent
    .acc = the tent
    .at = the tent
    .gender = other
card_forms-rifles = the rifles
    .nom = the rifles
    .acc = the rifles
    .at = the rifles
    .gender = other
card_forms-cannon-left = the left half of the cannon
    .nom = the left half of the cannon
    .acc = the left half of the cannon
    .at = the left half of the cannon
    .gender = other
card_forms-cannon-right = the right half of the cannon
    .nom = the right half of the cannon
    .acc = the right half of the cannon
    .at = the right half of the cannon
    .gender = other
card_forms-soldier = a soldier
    .nom = a soldier
    .acc = a soldier
    .at = the soldier
    .gender = other
card_forms-bear-left = the left half of the bear
    .nom = the left half of the bear
    .acc = the left half of the bear
    .at = the left half of the bear
    .gender = other
card_forms-bear-right = the right half of the bear
    .nom = the right half of the bear
    .acc = the right half of the bear
    .at = the right half of the bear
    .gender = other
card_forms-bear-hunter = the bear hunter
    .nom = the bear hunter
    .acc = the bear hunter
    .at = the bear hunter
    .gender = other
card_forms-buffalo-left = the left half of the buffalo
    .nom = the left half of the buffalo
    .acc = the left half of the buffalo
    .at = the left half of the buffalo
    .gender = other
card_forms-buffalo-right = the right half of the buffalo
    .nom = the right half of the buffalo
    .acc = the right half of the buffalo
    .at = the right half of the buffalo
    .gender = other
card_forms-buffalo-hunter = the buffalo hunter
    .nom = the buffalo hunter
    .acc = the buffalo hunter
    .at = the buffalo hunter
    .gender = other
card_forms-wood-left = the left half of the wood
    .nom = the left half of the wood
    .acc = the left half of the wood
    .at = the left half of the wood
    .gender = other
card_forms-wood-right = the right half of the wood
    .nom = the right half of the wood
    .acc = the right half of the wood
    .at = the right half of the wood
    .gender = other
card_forms-lumberjack = the lumberjack
    .nom = the lumberjack
    .acc = the lumberjack
    .at = the lumberjack
    .gender = other
card_forms-gold-left = the left half of the gold
    .nom = the left half of the gold
    .acc = the left half of the gold
    .at = the left half of the gold
    .gender = other
card_forms-gold-right = the right half of the gold
    .nom = the right half of the gold
    .acc = the right half of the gold
    .at = the right half of the gold
    .gender = other
card_forms-gold-digger = the gold digger
    .nom = the gold digger
    .acc = the gold digger
    .at = the gold digger
    .gender = other
card_forms-horse-left = the left half of the horse
    .nom = the left half of the horse
    .acc = the left half of the horse
    .at = the left half of the horse
    .gender = other
card_forms-horse-right = the right half of the horse
    .nom = the right half of the horse
    .acc = the right half of the horse
    .at = the right half of the horse
    .gender = other
card_forms-cowboy = the cowboy
    .nom = the cowboy
    .acc = the cowboy
    .at = the cowboy
    .gender = other

## web: a suite's initial, on the badge of its card halves

web-suite_initial_bear = B
web-suite_initial_buffalo = B
web-suite_initial_cannon = C
web-suite_initial_gold = G
web-suite_initial_horse = H
web-suite_initial_wood = W

web-kind_human_here = a person (at this screen)
web-reserved_for = kept for { $name }
web-pace_label = Bot speed
web-pace_fast = fast
web-pace_normal = normal
web-pace_slow = slow
web-clock = { $time } left
web-bonus_help = Bonus: the points for the first player with three complete boats.
web-legend_title = What the marks mean
web-legend_strength = the boat's strength in a raid
web-legend_points = a complete boat and its points
web-legend_protected = protected by a totem: it cannot be attacked, nor shot into by an archer
web-legend_half = on a card: the half of a pair it is (left ◀ or right ▶), beside its kind's initial
web-where_apart_0 = apart from your cards, in the top row
web-where_apart_1 = apart from your cards, in the middle row
web-where_apart_2 = apart from your cards, in the bottom row
web-no_move_here = Nothing can be played there now. Choose one of the highlighted places.
web-dur_days = { $n } d
web-menu = Menu
account-mail_turn_subject = Ogallala: your turn against { $opponents } ({ $edition }), until { $deadline }
account-mail_turn_body = 
    It is your turn against { $opponents } ({ $edition }); your clock runs until { $deadline }. Play on here:
    { $link }
tutorial-finish = Finish the guided game
tutorial-stop_wrong = Drawing again is allowed, but this lesson asks you to end the turn: click “{ $button }”.
tutorial-end_wrong = Playing on is allowed, but this lesson ends the game: click “{ $button }”.

## lobby
lobby-invitations = Invitations
lobby-invitations_new = { $n ->
    [one] You have an invitation.
   *[other] You have { $n } invitations.
}
lobby-invitation = { $inviter } invites you to a table of { $edition } for { $n } players
lobby-invitation_anon = You are invited to a table of { $edition } for { $n } players
lobby-with = with
lobby-per_move = { $time } per move
lobby-take_seat = Take the seat
lobby-decline = Decline
lobby-ev_seat_declined = { $who } declined the invitation; the seat is open to anyone.
lobby-your_games = Your games
lobby-finished_lately = Finished lately
lobby-all_my_games = All my games
lobby-against = against
lobby-your_turn = Your turn
lobby-turn_of = { $name } is to move
lobby-last_move = last move { $when }
lobby-no_move_yet = no move yet
lobby-waiting_for_seats = waiting for players
lobby-play = Play
lobby-you_won = You won, { $points ->
    [one] 1 point
   *[other] { $points } points
}
lobby-your_place = Place { $rank } of { $players }, { $points ->
    [one] 1 point
   *[other] { $points } points
}
lobby-rating_change = Change of your rating in this game
lobby-provisional_legend = A question mark marks a provisional rating: the player has played too few rated games for it to be sure yet.
lobby-correspondence_sign_in = A clock of an hour or more is for correspondence games between accounts: sign in first.
lobby-correspondence_accounts = A clock of an hour or more is for correspondence games between accounts: make every person's seat your own or an invitation by username (no links, open seats, remote bots or hot seat).
lobby-qp_looking = Looking for a table of { $edition } for { $players } players: { $here } of { $players } here ({ $waited } s).
lobby-qp_people_only = You wait for people only: no bots will come.
lobby-qp_bots_in = Bots ({ $level }) take the empty seats in { $s } s.
lobby-qp_bots_now = Bots ({ $level }) are taking the empty seats now.
lobby-greet_title = Welcome to the table!
lobby-greet_text = You have seat { $n }, with { $others }.
lobby-greet_text_alone = You have seat { $n } at this table.
lobby-greet_ask = What name should the others see?
lobby-greet_save = Play under this name
lobby-greet_skip = Keep “{ $name }”
web-err_accounts_only = A clock of an hour or more is for correspondence games between accounts: every person's seat must be yours or an invitation by username.
web-err_player_not_found = No player has that username.
account-mail_invite_subject = Ogallala: { $inviter } invites you to a game of { $edition }
account-mail_invite_body =
    { $inviter } invites you to a game of { $edition } with { $players }. A seat is kept for you: take it, or decline it, here:
    { $link }
## chat
web-chat_title = Chat
web-chat_close = Close the chat
web-chat_connecting = The chat comes with the connection…
web-chat_off = The table's creator turned the chat off.
web-chat_empty = No messages yet.
web-chat_hidden = { $n ->
    [one] One message of a muted person is hidden.
   *[other] { $n } messages of muted people are hidden.
}
web-chat_unmute = Show again:
web-chat_placeholder = A message to the table
web-chat_placeholder_spectators = A message to the other spectators
web-chat_write = Your message
web-chat_send = Send
web-chat_read_only = Only the seated players write here; spectators write in their own chat once signed in.
web-chat_spectator = spectator
web-chat_mute = Mute { $name } (in this browser)
web-chat_mute_short = mute
web-chat_report = Report this message to the server's operator
web-chat_report_short = report
web-chat_reported = The message was reported.
web-chat_reported_short = reported
web-chat_muted_one = { $name } is muted in this browser.
web-chat_unmuted_one = { $name } is shown again.
web-chat_unread = { $n ->
    [one] one new message
   *[other] { $n } new messages
}
web-chat_settings = Chat settings (creator)
web-chat_enabled = Chat on
web-chat_spectators_read = Spectators read the players' chat
web-chat_preset_good_luck = Good luck!
web-chat_preset_have_fun = Have fun!
web-chat_preset_well_played = Well played!
web-chat_preset_good_game = Good game!
web-chat_preset_thanks = Thanks!
web-chat_preset_oops = Oops!
web-chat_preset_your_turn = Your turn!
web-chat_preset_one_moment = One moment, please.
web-err_bad_chat = A chat message is one line of at most 300 characters, without control characters.
web-err_chat_forbidden = Only the seated players write in this chat; spectators write in their own once signed in.
web-err_chat_off = The table's creator turned the chat off.
web-err_chat_too_fast = Too many messages or reports in a short time: wait a moment.
web-err_no_chat_message = That message is not there.
## account trust

account-deleted_player = deleted player
account-ev_deleted_to_bot = A player deleted their account; a { $level } bot plays the seat now.
account-username_retired = This username belonged to a deleted account and cannot be registered again. Choose another.
account-rule_too_short = The password is too short: it needs at least { $min } characters.
account-rule_too_long = The password is too long: it may have at most { $max } characters.
account-rule_common = This password is among the most common ones. Choose another.
account-rule_username = The password may not be your username.
account-rule_few_characters = The password needs at least three different characters.
account-password_rules = At least { $min } characters, at least three different ones, not your username and not a common password.
account-email_optional = Email address (optional, for a forgotten password and your turns)
account-email_later = The account is made, but the email address was not taken: { $message }
account-forgot = Forgot your password?
account-forgot_title = Forgot your password
account-forgot_help = Give the email address of your account (a confirmed one). A message with a link to choose a new password goes to it; the link works once, for an hour.
account-forgot_send = Send the link
account-forgot_sent = If { $address } belongs to an account, a message with a link is on its way. Look in your mailbox (and its spam folder).
account-forgot_no_mail = This server sends no email, so a password cannot be reset here. Ask the person who runs it.
account-reset_title = Choose a new password
account-reset_new = New password
account-reset_save = Save the new password
account-reset_done = The password of { $name } is changed, and every session of the account has ended. Sign in with the new password.
account-reset_wrong = This link is wrong (perhaps cut off). Ask for a new one.
account-reset_expired = This link has expired: it works for an hour. Ask for a new one.
account-reset_used = This link was used already: it works once. Ask for a new one if you need it.
account-reset_no_token = This page opens from the link in a password reset message.
account-err_too_many_resets = Too many requests for a reset link. Try again in an hour.
account-delete_export = Before you delete it, you can download everything stored about you:
account-deleted_title = Your account is deleted
account-deleted_text = Your password, passkeys, sessions and email address are gone. Your games stay under the name “deleted player”; at tables still running a bot took your seats. Nobody can register your username again.
account-deleted_back = Back to the lobby
account-mail_reset_subject = Ogallala: choose a new password
account-mail_reset_body =
    Hello { $name },

    someone (perhaps you) asked to reset the password of your Ogallala account. Open this link to choose a new one; it works once, for an hour:
    { $link }

    If you did not ask for this, ignore this message: your password stays as it is.

## One's own seat: a label names the person and marks the reader's own; a sentence says "you"

web-seat_you = { $name } (you)
web-won_you = You won with { $points } points.
web-won_shared_you = You and { $others } share the win with { $points } points.
web-status_over = finished

## The tutorial's lesson on scoring (suites side by side, long boats)

tutorial-score_title = Scoring
tutorial-score_do = Only complete boats score: 1 point a card, 2 a card in a boat of 8 cards or more, 10 for each booty card; a suite's two halves side by side (the left half on the left) score 40 together, and 90 with their person beside them. Place the card where it scores most.
tutorial-score_wrong = That place scores less. Look for the boat this card completes with a suite's two halves side by side in it.
tutorial-score_done = The boat is complete: its two halves side by side score 40 (90 with their person beside them), on top of its points for each card.

## The analysis: a mistake's loss with its standard error

web-analysis_loss = { $loss } ± { $se } points of chance lost

## Players together: the leftovers (a database held by another program, names at the table, the confirmation page)

web-err_database_busy = The game's records are held by another program for a moment, so nothing was changed; try again in a few seconds.
account-err_too_many_attempts_wait = Too many failed sign-ins. Try again in { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    }.
account-email_already_confirmed_title = Address already confirmed
account-email_already_confirmed_text = { $address } was confirmed already: there is nothing more to do. It is told when it is your turn at a correspondence table.
account-email_link_refused_title = This link does not work
account-email_confirm_refused = This confirmation link is wrong or has expired (it works for two days). Give the address again on your account page: a new link is sent to it.
account-email_unsubscribe_refused = This unsubscribe link is wrong, or its address was removed. Your account page says which email you get.
account-ev_invite_released = The player invited to seat { $n } deleted their account; the seat is open to anyone.
