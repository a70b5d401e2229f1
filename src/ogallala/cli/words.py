"""The terminal's words in English, German, Dutch and French.

Card names come from the engine (:func:`ogallala.display_name`); this module holds everything
else the terminal says. Event templates get ``{who}`` (the acting seat, or "you") and ``{has}``
(the auxiliary verb agreeing with it, for the languages that need one), so that one template
reads right for the person and for a bot.
"""

from __future__ import annotations

LANGUAGES = ("en", "de", "nl", "fr")

Table = dict[str, dict[str, str]]

UI: Table = {
    # -- people and places
    "you": {"en": "You", "de": "Du", "nl": "Jij", "fr": "Vous"},
    "you_obj": {"en": "you", "de": "dir", "nl": "jou", "fr": "vous"},
    "seat": {"en": "Seat {n}", "de": "Platz {n}", "nl": "Plaats {n}", "fr": "Place {n}"},
    "seat_obj": {"en": "Seat {n}", "de": "Platz {n}", "nl": "plaats {n}", "fr": "la place {n}"},
    "has_you": {"en": "", "de": "hast", "nl": "hebt", "fr": "avez"},
    "has_other": {"en": "", "de": "hat", "nl": "heeft", "fr": "a"},
    "bot": {"en": "bot", "de": "Bot", "nl": "bot", "fr": "bot"},
    "left": {"en": "left", "de": "links", "nl": "links", "fr": "gauche"},
    "right": {"en": "right", "de": "rechts", "nl": "rechts", "fr": "droite"},
    "red": {"en": "red", "de": "rot", "nl": "rood", "fr": "rouge"},
    "black": {"en": "black", "de": "schwarz", "nl": "zwart", "fr": "noir"},
    # -- the board
    "title": {
        "en": "Ogallala · {edition} · {players} players · turn {turn}",
        "de": "Ogallala · {edition} · {players} Spieler · Zug {turn}",
        "nl": "Ogallala · {edition} · {players} spelers · beurt {turn}",
        "fr": "Ogallala · {edition} · {players} joueurs · tour {turn}",
    },
    "variants": {"en": "variants: {v}", "de": "Varianten: {v}", "nl": "varianten: {v}", "fr": "variantes : {v}"},
    "since": {
        "en": "What happened:", "de": "Was geschah:", "nl": "Wat er gebeurde:", "fr": "Ce qui s'est passé :",
    },
    "piles": {"en": "Draw piles", "de": "Nachziehstapel", "nl": "Trekstapels", "fr": "Pioches"},
    "pile": {
        "en": "pile {p}: {n} cards", "de": "Stapel {p}: {n} Karten", "nl": "stapel {p}: {n} kaarten",
        "fr": "pile {p} : {n} cartes",
    },
    "pile_empty": {
        "en": "pile {p}: empty", "de": "Stapel {p}: leer", "nl": "stapel {p}: leeg", "fr": "pile {p} : vide",
    },
    "known": {
        "en": "pile {p} holds (from the discard pile): {cards}",
        "de": "Stapel {p} enthält (aus den Ewigen Jagdgründen): {cards}",
        "nl": "stapel {p} bevat (uit de eeuwige jachtvelden): {cards}",
        "fr": "la pile {p} contient (des terres de chasse éternelles) : {cards}",
    },
    "discard": {
        "en": "Eternal Hunting Grounds (discard pile, {n})",
        "de": "Ewige Jagdgründe (Ablage, {n})",
        "nl": "Eeuwige jachtvelden (aflegstapel, {n})",
        "fr": "Terres de chasse éternelles (défausse, {n})",
    },
    "empty": {"en": "empty", "de": "leer", "nl": "leeg", "fr": "vide"},
    "refills": {
        "en": "refills left: {n}", "de": "noch {n}× neu mischen", "nl": "nog {n}× opnieuw schudden",
        "fr": "remélanges restants : {n}",
    },
    "river_you": {
        "en": "Your river · score {score} · complete boats {boats}",
        "de": "Dein Fluss · {score} Punkte · komplette Boote {boats}",
        "nl": "Jouw rivier · {score} punten · volledige kano's {boats}",
        "fr": "Votre rivière · {score} points · canoës complets {boats}",
    },
    "river_seat": {
        "en": "Seat {n} (bot) · score {score} · complete boats {boats}",
        "de": "Platz {n} (Bot) · {score} Punkte · komplette Boote {boats}",
        "nl": "Plaats {n} (bot) · {score} punten · volledige kano's {boats}",
        "fr": "Place {n} (bot) · {score} points · canoës complets {boats}",
    },
    "river_empty": {
        "en": "(empty river)", "de": "(leerer Fluss)", "nl": "(lege rivier)", "fr": "(rivière vide)",
    },
    "boat": {
        "en": "boat row {row} col {col}: {n}, strength {strength}",
        "de": "Boot Reihe {row} Spalte {col}: {n}, Stärke {strength}",
        "nl": "kano rij {row} kolom {col}: {n}, sterkte {strength}",
        "fr": "canoë ligne {row} colonne {col} : {n}, force {strength}",
    },
    "complete_pts": {
        "en": "COMPLETE, {points} points", "de": "KOMPLETT, {points} Punkte",
        "nl": "VOLLEDIG, {points} punten", "fr": "COMPLET, {points} points",
    },
    "protected": {
        "en": "protected (totem)", "de": "geschützt (Totem)", "nl": "beschermd (totem)", "fr": "protégé (totem)",
    },
    "marks": {
        "en": "+ = where the card may go; row/column -1 or one past the edge extends the river",
        "de": "+ = hier darf die Karte hin; Reihe/Spalte -1 oder eine hinter dem Rand erweitert den Fluss",
        "nl": "+ = hier mag de kaart; rij/kolom -1 of één voorbij de rand breidt de rivier uit",
        "fr": "+ = emplacements possibles ; ligne/colonne -1 ou une après le bord agrandit la rivière",
    },
    "marks_mat": {
        "en": "+ = where the card may go", "de": "+ = hier darf die Karte hin", "nl": "+ = hier mag de kaart",
        "fr": "+ = emplacements possibles",
    },
    "scores": {"en": "Scores", "de": "Punkte", "nl": "Punten", "fr": "Scores"},
    "you_short": {"en": "you", "de": "du", "nl": "jij", "fr": "vous"},
    # -- the decision
    "your_turn": {
        "en": "Your turn.", "de": "Du bist am Zug.", "nl": "Jij bent aan de beurt.", "fr": "À vous de jouer.",
    },
    "waits_for": {
        "en": "Seat {n} decides ({phase}).", "de": "Platz {n} entscheidet ({phase}).",
        "nl": "Plaats {n} beslist ({phase}).", "fr": "La place {n} décide ({phase}).",
    },
    "in_hand": {"en": "In your hand: {cards}", "de": "In deiner Hand: {cards}", "nl": "In je hand: {cards}",
                "fr": "En main : {cards}"},
    "moves": {"en": "Your moves:", "de": "Deine Züge:", "nl": "Jouw zetten:", "fr": "Vos coups :"},
    "prompt_hint": {
        "en": "Type a number, an action (e.g. '{example}'), 'help', 'save FILE' or 'quit'.",
        "de": "Gib eine Nummer, eine Aktion (z. B. '{example}'), 'help', 'save DATEI' oder 'quit' ein.",
        "nl": "Typ een nummer, een actie (bv. '{example}'), 'help', 'save BESTAND' of 'quit'.",
        "fr": "Tapez un numéro, une action (p. ex. '{example}'), 'help', 'save FICHIER' ou 'quit'.",
    },
    "phase_draw": {
        "en": "Draw a card: choose a pile.",
        "de": "Zieh eine Karte: wähle einen Stapel.",
        "nl": "Trek een kaart: kies een stapel.",
        "fr": "Piochez une carte : choisissez une pile.",
    },
    "phase_continue": {
        "en": "Draw again, or stop to end your turn.",
        "de": "Zieh noch eine Karte oder beende mit 'stop' deinen Zug.",
        "nl": "Trek nog een kaart, of stop om je beurt te beëindigen.",
        "fr": "Piochez encore, ou 'stop' pour finir votre tour.",
    },
    "phase_place": {
        "en": "You drew {card}. Place it, shift it in, or discard it.",
        "de": "Du hast {card} gezogen. Leg die Karte, schieb sie ein oder lege sie ab.",
        "nl": "Je hebt {card} getrokken. Leg de kaart, schuif ze in of leg ze af.",
        "fr": "Vous avez pioché {card}. Posez-la, insérez-la ou défaussez-la.",
    },
    "phase_place_noshift": {
        "en": "You drew {card}. Place it or discard it.",
        "de": "Du hast {card} gezogen. Leg die Karte oder lege sie ab.",
        "nl": "Je hebt {card} getrokken. Leg de kaart of leg ze af.",
        "fr": "Vous avez pioché {card}. Posez-la ou défaussez-la.",
    },
    "phase_place_only": {
        "en": "You drew {card}. Place it.", "de": "Du hast {card} gezogen. Leg die Karte.",
        "nl": "Je hebt {card} getrokken. Leg de kaart.", "fr": "Vous avez pioché {card}. Posez-la.",
    },
    "phase_place_shift": {
        "en": "You drew {card}. Place it or shift it in.",
        "de": "Du hast {card} gezogen. Leg die Karte oder schieb sie ein.",
        "nl": "Je hebt {card} getrokken. Leg de kaart of schuif ze in.",
        "fr": "Vous avez pioché {card}. Posez-la ou insérez-la.",
    },
    "phase_axe": {
        "en": "Crazy Axe! Choose which of your complete boats sinks with it.",
        "de": "Verrückte Axt! Wähle, welches deiner kompletten Boote mit ihr untergeht.",
        "nl": "Gekke Bijl! Kies welke van je volledige kano's ermee zinkt.",
        "fr": "Hache Folle ! Choisissez lequel de vos canoës complets coule avec elle.",
    },
    "phase_lasso": {
        "en": "Lasso: take a card from another seat's incomplete boat.",
        "de": "Lasso: nimm eine Karte aus einem unvollständigen Boot eines Mitspielers.",
        "nl": "Lasso: neem een kaart uit een onvolledige kano van een andere speler.",
        "fr": "Lasso : prenez une carte d'un canoë incomplet d'un autre joueur.",
    },
    "phase_lasso-place": {
        "en": "Place the lassoed {card}.",
        "de": "Leg die mit dem Lasso gefangene Karte: {card}.",
        "nl": "Leg de met de lasso gevangen kaart: {card}.",
        "fr": "Posez la carte prise au lasso : {card}.",
    },
    "phase_archer": {
        "en": "Archer: shoot a warrior card of another seat's unprotected incomplete boat.",
        "de": "Bogenschütze: schieß eine Kriegerkarte aus einem ungeschützten unvollständigen Boot ab.",
        "nl": "Boogschutter: schiet een krijgerkaart uit een onbeschermde onvolledige kano.",
        "fr": "Archer : abattez une carte guerrier d'un canoë incomplet non protégé.",
    },
    "phase_attacker": {
        "en": "Several of your boats were completed: choose the one that attacks next.",
        "de": "Mehrere deiner Boote wurden komplett: wähle, welches als Nächstes angreift.",
        "nl": "Meerdere kano's werden volledig: kies welke als volgende aanvalt.",
        "fr": "Plusieurs canoës sont complets : choisissez celui qui attaque d'abord.",
    },
    "phase_attack": {
        "en": "Your completed boat (row {row}, column {col}, strength {strength}) may conquer a weaker, "
              "unprotected boat of another seat.",
        "de": "Dein komplettes Boot (Reihe {row}, Spalte {col}, Stärke {strength}) darf ein schwächeres, "
              "ungeschütztes Boot eines Mitspielers erobern.",
        "nl": "Je volledige kano (rij {row}, kolom {col}, sterkte {strength}) mag een zwakkere, "
              "onbeschermde kano van een andere speler veroveren.",
        "fr": "Votre canoë complet (ligne {row}, colonne {col}, force {strength}) peut conquérir un canoë "
              "plus faible et non protégé d'un autre joueur.",
    },
    "phase_loot": {
        "en": "Place the booty one card at a time ({cards}), or 'done' to leave the rest.",
        "de": "Leg die Beute Karte für Karte ({cards}) oder 'done', um den Rest liegen zu lassen.",
        "nl": "Leg de buit kaart voor kaart ({cards}), of 'done' om de rest te laten liggen.",
        "fr": "Posez le butin carte par carte ({cards}), ou 'done' pour laisser le reste.",
    },
    "phase_end": {
        "en": "You have {n} complete boats: end the game now, or play on.",
        "de": "Du hast {n} komplette Boote: beende das Spiel jetzt oder spiele weiter.",
        "nl": "Je hebt {n} volledige kano's: beëindig het spel nu of speel door.",
        "fr": "Vous avez {n} canoës complets : terminez la partie maintenant ou continuez.",
    },
    "phase_hunt": {
        "en": "Hunter: take a half of its suite from another seat's unprotected boat, or pass.",
        "de": "Jäger: nimm eine Hälfte seiner Serie aus einem ungeschützten Boot eines Mitspielers, oder 'pass'.",
        "nl": "Jager: neem een helft van zijn serie uit een onbeschermde kano van een andere speler, of 'pass'.",
        "fr": "Chasseur : prenez une moitié de sa série dans un canoë non protégé d'un autre joueur, ou 'pass'.",
    },
    "phase_hunt-place": {
        "en": "Place the hunted {card}.", "de": "Leg die erjagte Karte: {card}.",
        "nl": "Leg de gejaagde kaart: {card}.", "fr": "Posez la carte chassée : {card}.",
    },
    "phase_second": {
        "en": "Your boat has a medicine man: it may attack a second boat as well.",
        "de": "Dein Boot hat einen Medizinmann: es darf zusätzlich ein zweites Boot angreifen.",
        "nl": "Je kano heeft een medicijnman: hij mag ook een tweede kano aanvallen.",
        "fr": "Votre canoë a un homme-médecine : il peut aussi attaquer un second canoë.",
    },
    "phase_take": {
        "en": "Take a card of the conquered boat, or 'done'.",
        "de": "Nimm eine Karte des eroberten Boots, oder 'done'.",
        "nl": "Neem een kaart van de veroverde kano, of 'done'.",
        "fr": "Prenez une carte du canoë conquis, ou 'done'.",
    },
    "phase_take-place": {
        "en": "Place the taken {card}.", "de": "Leg die genommene Karte: {card}.",
        "nl": "Leg de genomen kaart: {card}.", "fr": "Posez la carte prise : {card}.",
    },
    # -- move descriptions
    "m_draw": {"en": "pile {p} ({n} cards)", "de": "Stapel {p} ({n} Karten)", "nl": "stapel {p} ({n} kaarten)",
               "fr": "pile {p} ({n} cartes)"},
    "m_draw_refill": {
        "en": "pile {p}: shuffle the discard pile into it first",
        "de": "Stapel {p}: erst die Ablage hineinmischen",
        "nl": "stapel {p}: eerst de aflegstapel erin schudden",
        "fr": "pile {p} : y mélanger d'abord la défausse",
    },
    "m_stop": {"en": "end your turn", "de": "Zug beenden", "nl": "beurt beëindigen", "fr": "finir le tour"},
    "m_discard": {
        "en": "send {card} to the Eternal Hunting Grounds", "de": "{card} in die Ewigen Jagdgründe",
        "nl": "{card} naar de eeuwige jachtvelden", "fr": "{card} aux terres de chasse éternelles",
    },
    "m_place": {"en": "place", "de": "legen", "nl": "leggen", "fr": "poser"},
    "m_shift": {
        "en": "insert at row {row}, column {col}; the cards there move {dir}",
        "de": "in Reihe {row}, Spalte {col} einschieben; die Karten dort rücken nach {dir}",
        "nl": "op rij {row}, kolom {col} inschuiven; de kaarten daar schuiven naar {dir}",
        "fr": "insérer en ligne {row}, colonne {col} ; les cartes se décalent vers la {dir}",
    },
    "m_shoot": {"en": "{card} of {seat}", "de": "{card} von {seat}", "nl": "{card} van {seat}",
                "fr": "{card} de {seat}"},
    "card_1": {"en": "1 card", "de": "1 Karte", "nl": "1 kaart", "fr": "1 carte"},
    "cards_n": {"en": "{n} cards", "de": "{n} Karten", "nl": "{n} kaarten", "fr": "{n} cartes"},
    "m_take": {"en": "{card} from {seat}", "de": "{card} von {seat}", "nl": "{card} van {seat}",
               "fr": "{card} de {seat}"},
    "m_attack": {
        "en": "boat of {seat} at row {row}, column {col}: strength {strength}, {n}{complete} [{cards}]",
        "de": "Boot von {seat}, Reihe {row}, Spalte {col}: Stärke {strength}, {n}{complete} [{cards}]",
        "nl": "kano van {seat}, rij {row}, kolom {col}: sterkte {strength}, {n}{complete} [{cards}]",
        "fr": "canoë de {seat}, ligne {row}, colonne {col} : force {strength}, {n}{complete} [{cards}]",
    },
    "m_complete": {"en": ", complete", "de": ", komplett", "nl": ", volledig", "fr": ", complet"},
    "m_own_boat": {
        "en": "your boat at row {row}, column {col} (strength {strength}, {points} points)",
        "de": "dein Boot in Reihe {row}, Spalte {col} (Stärke {strength}, {points} Punkte)",
        "nl": "je kano op rij {row}, kolom {col} (sterkte {strength}, {points} punten)",
        "fr": "votre canoë ligne {row}, colonne {col} (force {strength}, {points} points)",
    },
    "m_pass": {"en": "let it go unused", "de": "ungenutzt lassen", "nl": "niet gebruiken", "fr": "ne pas l'utiliser"},
    "m_moves": {
        "en": "place at row {row}, column {col}; suite cards move: {moves}",
        "de": "in Reihe {row}, Spalte {col} legen; Serienkarten rücken: {moves}",
        "nl": "op rij {row}, kolom {col} leggen; seriekaarten schuiven: {moves}",
        "fr": "poser en ligne {row}, colonne {col} ; cartes de série décalées : {moves}",
    },
    "m_no_attack": {"en": "do not attack", "de": "nicht angreifen", "nl": "niet aanvallen", "fr": "ne pas attaquer"},
    "m_done": {"en": "leave the rest of the booty", "de": "restliche Beute liegen lassen",
               "nl": "de rest van de buit laten liggen", "fr": "laisser le reste du butin"},
    "m_end": {"en": "end the game now", "de": "Spiel jetzt beenden", "nl": "spel nu beëindigen",
              "fr": "terminer la partie"},
    "m_continue": {"en": "play on", "de": "weiterspielen", "nl": "doorspelen", "fr": "continuer"},
    # -- the loop
    "prompt": {"en": "> ", "de": "> ", "nl": "> ", "fr": "> "},
    "bad_number": {
        "en": "There is no move {n}: choose 1 to {max}.",
        "de": "Es gibt keinen Zug {n}: wähle 1 bis {max}.",
        "nl": "Er is geen zet {n}: kies 1 tot {max}.",
        "fr": "Il n'y a pas de coup {n} : choisissez de 1 à {max}.",
    },
    "hint": {"en": "Hint ({level} bot): {action}", "de": "Tipp ({level}-Bot): {action}",
             "nl": "Tip ({level}-bot): {action}", "fr": "Conseil (robot {level}) : {action}"},
    "opponents": {"en": "Opponents: {bots}", "de": "Gegner: {bots}", "nl": "Tegenstanders: {bots}",
                  "fr": "Adversaires : {bots}"},
    "saved": {"en": "Saved to {file}.", "de": "Gespeichert in {file}.", "nl": "Opgeslagen in {file}.",
              "fr": "Enregistré dans {file}."},
    "save_usage": {"en": "usage: save FILE", "de": "Aufruf: save DATEI", "nl": "gebruik: save BESTAND",
                   "fr": "usage : save FICHIER"},
    "save_failed": {
        "en": "could not save to {file}: {error}", "de": "Speichern in {file} fehlgeschlagen: {error}",
        "nl": "opslaan in {file} mislukt: {error}", "fr": "impossible d'enregistrer dans {file} : {error}",
    },
    "bye": {
        "en": "Game left unfinished.", "de": "Spiel unterbrochen.", "nl": "Spel onderbroken.",
        "fr": "Partie interrompue.",
    },
    "resume": {
        "en": "Resume it with: ogallala play --load {file}",
        "de": "Weiterspielen mit: ogallala play --load {file}",
        "nl": "Verder spelen met: ogallala play --load {file}",
        "fr": "Pour la reprendre : ogallala play --load {file}",
    },
    "seed": {"en": "Game seed: {seed}", "de": "Spiel-Seed: {seed}", "nl": "Spel-seed: {seed}",
             "fr": "Graine de la partie : {seed}"},
    "loaded": {
        "en": "Loaded {file}: {n} actions replayed.", "de": "{file} geladen: {n} Aktionen nachgespielt.",
        "nl": "{file} geladen: {n} acties nagespeeld.", "fr": "{file} chargé : {n} actions rejouées.",
    },
    # -- the end
    "game_over": {"en": "GAME OVER", "de": "SPIELENDE", "nl": "EINDE VAN HET SPEL", "fr": "FIN DE LA PARTIE"},
    "reason_ended": {
        "en": "{who} ended the game with 3 or more complete boats.",
        "de": "{who} {has} das Spiel mit 3 oder mehr kompletten Booten beendet.",
        "nl": "{who} {has} het spel met 3 of meer volledige kano's beëindigd.",
        "fr": "{who} {has} terminé la partie avec 3 canoës complets ou plus.",
    },
    "reason_fifth-boat": {
        "en": "{who} completed a fifth boat: the game ends.",
        "de": "{who} {has} ein fünftes Boot vervollständigt: das Spiel endet.",
        "nl": "{who} {has} een vijfde kano voltooid: het spel eindigt.",
        "fr": "{who} {has} complété un cinquième canoë : la partie se termine.",
    },
    "reason_no-cards": {
        "en": "No card could be drawn any more: the game ends.",
        "de": "Es konnte keine Karte mehr gezogen werden: das Spiel endet.",
        "nl": "Er kon geen kaart meer getrokken worden: het spel eindigt.",
        "fr": "Plus aucune carte ne peut être piochée : la partie se termine.",
    },
    "reason_three-boats": {
        "en": "{who} completed a third boat: the game ends at once.",
        "de": "{who} {has} ein drittes Boot vervollständigt: das Spiel endet sofort.",
        "nl": "{who} {has} een derde kano voltooid: het spel eindigt meteen.",
        "fr": "{who} {has} complété un troisième canoë : la partie se termine aussitôt.",
    },
    "out_of_play": {
        "en": "Out of play ({n})", "de": "Aus dem Spiel ({n})", "nl": "Uit het spel ({n})", "fr": "Hors jeu ({n})",
    },
    "face_down": {"en": "face down", "de": "verdeckt", "nl": "gedekt", "fr": "face cachée"},
    "bonus": {"en": "bonus", "de": "Bonus", "nl": "bonus", "fr": "bonus"},
    "conquered": {
        "en": "the boat of {target} at row {trow}, column {tcol} ({cards})",
        "de": "das Boot von {target} in Reihe {trow}, Spalte {tcol} ({cards})",
        "nl": "de kano van {target} op rij {trow}, kolom {tcol} ({cards})",
        "fr": "le canoë de {target} en ligne {trow}, colonne {tcol} ({cards})",
    },
    "final_scores": {"en": "Final scores:", "de": "Endstand:", "nl": "Eindstand:", "fr": "Scores finaux :"},
    "score_line": {"en": "{who}: {score} points", "de": "{who}: {score} Punkte", "nl": "{who}: {score} punten",
                   "fr": "{who} : {score} points"},
    "you_win": {"en": "You win!", "de": "Du gewinnst!", "nl": "Jij wint!", "fr": "Vous gagnez !"},
    "you_share": {
        "en": "You share the win with {others}.", "de": "Du teilst den Sieg mit {others}.",
        "nl": "Je deelt de overwinning met {others}.", "fr": "Vous partagez la victoire avec {others}.",
    },
    "others_win": {"en": "Winner: {who}.", "de": "Sieger: {who}.", "nl": "Winnaar: {who}.", "fr": "Gagnant : {who}."},
    "and": {"en": "and", "de": "und", "nl": "en", "fr": "et"},
}

#: Event templates, by event name (and for ``place``, by its source).
EVENTS: Table = {
    "turn": {"en": "— turn {turn}: {who} —", "de": "— Zug {turn}: {who} —", "nl": "— beurt {turn}: {who} —",
             "fr": "— tour {turn} : {who} —"},
    "draw": {
        "en": "{who} drew {card} from pile {pile}.",
        "de": "{who} {has} {card} von Stapel {pile} gezogen.",
        "nl": "{who} {has} {card} van stapel {pile} getrokken.",
        "fr": "{who} {has} pioché {card} (pile {pile}).",
    },
    "place:draw": {
        "en": "{who} placed {card} at row {row}, column {col}.",
        "de": "{who} {has} {card} in Reihe {row}, Spalte {col} gelegt.",
        "nl": "{who} {has} {card} op rij {row}, kolom {col} gelegd.",
        "fr": "{who} {has} posé {card} en ligne {row}, colonne {col}.",
    },
    "place:lasso": {
        "en": "{who} placed the lassoed {card} at row {row}, column {col}.",
        "de": "{who} {has} {card} (mit dem Lasso gefangen) in Reihe {row}, Spalte {col} gelegt.",
        "nl": "{who} {has} {card} (met de lasso gevangen) op rij {row}, kolom {col} gelegd.",
        "fr": "{who} {has} posé {card} (pris au lasso) en ligne {row}, colonne {col}.",
    },
    "place:loot": {
        "en": "{who} placed the booty {card} at row {row}, column {col}.",
        "de": "{who} {has} {card} (Beute) in Reihe {row}, Spalte {col} gelegt.",
        "nl": "{who} {has} {card} (buit) op rij {row}, kolom {col} gelegd.",
        "fr": "{who} {has} posé {card} (butin) en ligne {row}, colonne {col}.",
    },
    "shift": {
        "en": "{who} shifted {card} in at row {row}, column {col} (cards moved {direction}).",
        "de": "{who} {has} {card} in Reihe {row}, Spalte {col} eingeschoben (Karten nach {direction} gerückt).",
        "nl": "{who} {has} {card} op rij {row}, kolom {col} ingeschoven (kaarten naar {direction} geschoven).",
        "fr": "{who} {has} inséré {card} en ligne {row}, colonne {col} (cartes décalées vers la {direction}).",
    },
    "discard": {
        "en": "{who} sent {card} to the Eternal Hunting Grounds.",
        "de": "{who} {has} {card} in die Ewigen Jagdgründe geschickt.",
        "nl": "{who} {has} {card} naar de eeuwige jachtvelden gestuurd.",
        "fr": "{who} {has} envoyé {card} aux terres de chasse éternelles.",
    },
    "discard:out": {
        "en": "{who}: {card} goes out of play.", "de": "{who}: {card} geht aus dem Spiel.",
        "nl": "{who}: {card} gaat uit het spel.", "fr": "{who} : {card} sort du jeu.",
    },
    "stop": {
        "en": "{who} ended the turn.", "de": "{who} {has} den Zug beendet.", "nl": "{who} {has} de beurt beëindigd.",
        "fr": "{who} {has} terminé le tour.",
    },
    "loot-left": {
        "en": "{who} left the rest of the booty: {cards}.",
        "de": "{who} {has} die restliche Beute liegen lassen: {cards}.",
        "nl": "{who} {has} de rest van de buit laten liggen: {cards}.",
        "fr": "{who} {has} laissé le reste du butin : {cards}.",
    },
    "axe:none": {
        "en": "{who}: {card} and no complete boat, so only the axe is discarded.",
        "de": "{who}: {card} ohne komplettes Boot, nur die Axt wird abgelegt.",
        "nl": "{who}: {card} zonder volledige kano, alleen de bijl wordt afgelegd.",
        "fr": "{who} : {card} sans canoë complet, seule la hache est défaussée.",
    },
    "axe": {
        "en": "{who}: {card} sank the complete boat at row {row}, column {col}: {cards}.",
        "de": "{who}: {card} hat das komplette Boot in Reihe {row}, Spalte {col} versenkt: {cards}.",
        "nl": "{who}: {card} heeft de volledige kano op rij {row}, kolom {col} laten zinken: {cards}.",
        "fr": "{who} : {card} a coulé le canoë complet en ligne {row}, colonne {col} : {cards}.",
    },
    "lasso": {
        "en": "{who} lassoed {card} from {target} (row {row}, column {col}).",
        "de": "{who} {has} {card} mit dem Lasso von {target} geholt (Reihe {row}, Spalte {col}).",
        "nl": "{who} {has} {card} met de lasso bij {target} gevangen (rij {row}, kolom {col}).",
        "fr": "{who} {has} pris {card} au lasso à {target} (ligne {row}, colonne {col}).",
    },
    "shoot": {
        "en": "{who} shot {card} of {target} with the archer (row {row}, column {col}).",
        "de": "{who} {has} {card} von {target} mit dem Bogenschützen abgeschossen (Reihe {row}, Spalte {col}).",
        "nl": "{who} {has} {card} van {target} met de boogschutter neergeschoten (rij {row}, kolom {col}).",
        "fr": "{who} {has} abattu {card} de {target} avec l'archer (ligne {row}, colonne {col}).",
    },
    "complete": {
        "en": "{who} completed a boat at row {row}, column {col} (strength {strength}).",
        "de": "{who} {has} ein Boot in Reihe {row}, Spalte {col} vervollständigt (Stärke {strength}).",
        "nl": "{who} {has} een kano op rij {row}, kolom {col} voltooid (sterkte {strength}).",
        "fr": "{who} {has} complété un canoë en ligne {row}, colonne {col} (force {strength}).",
    },
    "attack": {
        "en": "{who} attacked from row {row}, column {col} and conquered {boats}.",
        "de": "{who} {has} aus Reihe {row}, Spalte {col} angegriffen und {boats} erobert.",
        "nl": "{who} {has} vanaf rij {row}, kolom {col} aangevallen en {boats} veroverd.",
        "fr": "{who} {has} attaqué depuis la ligne {row}, colonne {col} et conquis {boats}.",
    },
    "pass": {
        "en": "{who} let {card} go unused.", "de": "{who} {has} {card} ungenutzt gelassen.",
        "nl": "{who} {has} {card} niet gebruikt.", "fr": "{who} {has} renoncé à {card}.",
    },
    "hunt": {
        "en": "{who} hunted {card} from {target} (row {row}, column {col}).",
        "de": "{who} {has} {card} bei {target} erjagt (Reihe {row}, Spalte {col}).",
        "nl": "{who} {has} {card} bij {target} gejaagd (rij {row}, kolom {col}).",
        "fr": "{who} {has} chassé {card} chez {target} (ligne {row}, colonne {col}).",
    },
    "take": {
        "en": "{who} took {card} from the conquered boat of {target} (row {row}, column {col}).",
        "de": "{who} {has} {card} aus dem eroberten Boot von {target} genommen (Reihe {row}, Spalte {col}).",
        "nl": "{who} {has} {card} uit de veroverde kano van {target} genomen (rij {row}, kolom {col}).",
        "fr": "{who} {has} pris {card} du canoë conquis de {target} (ligne {row}, colonne {col}).",
    },
    "take-done": {
        "en": "{who} took nothing more from the conquered boat.",
        "de": "{who} {has} aus dem eroberten Boot nichts mehr genommen.",
        "nl": "{who} {has} niets meer uit de veroverde kano genomen.",
        "fr": "{who} : plus rien pris du canoë conquis.",
    },
    "free-turn": {
        "en": "{who}: nothing to take, the turn goes on.", "de": "{who}: nichts zu nehmen, der Zug geht weiter.",
        "nl": "{who}: niets te nemen, de beurt gaat door.", "fr": "{who} : rien à prendre, le tour continue.",
    },
    "place:hunt": {
        "en": "{who} placed the hunted {card} at row {row}, column {col}.",
        "de": "{who} {has} {card} (erjagt) in Reihe {row}, Spalte {col} gelegt.",
        "nl": "{who} {has} {card} (gejaagd) op rij {row}, kolom {col} gelegd.",
        "fr": "{who} {has} posé {card} (chassé) en ligne {row}, colonne {col}.",
    },
    "place:take": {
        "en": "{who} placed the taken {card} at row {row}, column {col}.",
        "de": "{who} {has} {card} (genommen) in Reihe {row}, Spalte {col} gelegt.",
        "nl": "{who} {has} {card} (genomen) op rij {row}, kolom {col} gelegd.",
        "fr": "{who} {has} posé {card} (pris) en ligne {row}, colonne {col}.",
    },
    "shift:moves": {
        "en": "{who} placed {card} at row {row}, column {col}; suite cards of that row moved.",
        "de": "{who} {has} {card} in Reihe {row}, Spalte {col} gelegt; Serienkarten der Reihe sind gerückt.",
        "nl": "{who} {has} {card} op rij {row}, kolom {col} gelegd; seriekaarten van die rij zijn verschoven.",
        "fr": "{who} {has} posé {card} en ligne {row}, colonne {col} ; des cartes de série de la ligne ont bougé.",
    },
    "no-attack": {
        "en": "{who} let the completed boat pass (no attack).",
        "de": "{who} {has} auf den Angriff verzichtet.",
        "nl": "{who} {has} van een aanval afgezien.",
        "fr": "{who} {has} renoncé à l'attaque.",
    },
    "play-on": {
        "en": "{who} chose to play on.", "de": "{who} {has} entschieden weiterzuspielen.",
        "nl": "{who} {has} besloten door te spelen.", "fr": "{who} {has} choisi de continuer.",
    },
    "lapse": {
        "en": "{who}: {card} finds no target, the action lapses.",
        "de": "{who}: {card} findet kein Ziel, die Aktion verfällt.",
        "nl": "{who}: {card} vindt geen doel, de actie vervalt.",
        "fr": "{who} : {card} ne trouve pas de cible, l'action est perdue.",
    },
    "refill": {
        "en": "The Eternal Hunting Grounds were shuffled into pile {pile} ({size} cards; {left} refills left).",
        "de": "Die Ewigen Jagdgründe wurden gemischt und sind jetzt Stapel {pile} ({size} Karten; noch {left}×).",
        "nl": "De eeuwige jachtvelden zijn geschud tot stapel {pile} ({size} kaarten; nog {left}×).",
        "fr": "Les terres de chasse éternelles ont été mélangées en pile {pile} ({size} cartes ; encore {left}×).",
    },
    "game-over": {
        "en": "The game is over.", "de": "Das Spiel ist aus.", "nl": "Het spel is voorbij.",
        "fr": "La partie est terminée.",
    },
}

HELP: dict[str, str] = {
    "en": """\
How to move: type the number of a move from the list, or its text. Rows and columns count
from 0; in your river, row or column -1 (or one past the last) extends the river that way
(at most 3 rows x 14 columns). Action texts:
  draw 2                 draw the top card of pile 2
  stop                   end your turn instead of drawing again
  place chief 1 4        place the card in hand at row 1, column 4 ('place 1 4' works too)
  shift bear-left 0 3 right
                         insert a drawn suite card at an occupied column; the run of cards
                         there moves one column right (or left) up to the next gap
  discard                send the drawn card to the Eternal Hunting Grounds
  lasso 2 0 5            take the card at row 0, column 5 of seat 2's river
  shoot 2 0 5            (archer) shoot that warrior card to the discard pile
  sink 1 0               (Crazy Axe) sink your complete boat starting at row 1, column 0
  attacker 1 0           choose which of your just-completed boats attacks next
  attack 2 0 3           attack the boat of seat 2 that starts at row 0, column 3
  no-attack / done       let the boat pass / leave the rest of the booty
  end / continue         end the game (3+ complete boats) / play on
  pass                   (ASS, Pelikan) leave an optional lasso, archer or hunter unused
  hunt 2 0 5, take 2 0 5 (Pelikan) a hunter takes that half / take that card of a conquered boat
Commands: help, hint (a bot suggests a move), moves (list the moves again), board (show everything again),
save FILE, quit. Grid labels are short card ids; 'legend' lists them.""",
    "de": """\
So ziehst du: gib die Nummer eines Zugs aus der Liste ein oder seinen Text. Reihen und Spalten
zählen ab 0; in deinem Fluss erweitert Reihe oder Spalte -1 (oder eine hinter der letzten) den
Fluss in diese Richtung (höchstens 3 Reihen x 14 Spalten). Aktionstexte:
  draw 2                 die oberste Karte von Stapel 2 ziehen
  stop                   den Zug beenden, statt weiter zu ziehen
  place chief 1 4        die Karte in der Hand in Reihe 1, Spalte 4 legen ('place 1 4' geht auch)
  shift bear-left 0 3 right
                         eine gezogene Serienkarte an einer belegten Spalte einschieben; die Karten
                         dort rücken bis zur nächsten Lücke eine Spalte nach rechts (oder links)
  discard                die gezogene Karte in die Ewigen Jagdgründe schicken
  lasso 2 0 5            die Karte in Reihe 0, Spalte 5 des Flusses von Platz 2 nehmen
  shoot 2 0 5            (Bogenschütze) diese Kriegerkarte abschießen
  sink 1 0               (Verrückte Axt) dein komplettes Boot ab Reihe 1, Spalte 0 versenken
  attacker 1 0           wählen, welches gerade komplette Boot als Nächstes angreift
  attack 2 0 3           das Boot von Platz 2 angreifen, das in Reihe 0, Spalte 3 beginnt
  no-attack / done       nicht angreifen / restliche Beute liegen lassen
  end / continue         das Spiel beenden (3+ komplette Boote) / weiterspielen
  pass                   (ASS, Pelikan) Lasso, Bogenschütze oder Jäger ungenutzt lassen
  hunt 2 0 5, take 2 0 5 (Pelikan) der Jäger holt diese Hälfte / diese Karte des eroberten Boots nehmen
Befehle: help, hint (ein Bot schlägt einen Zug vor), moves (Züge erneut zeigen),
board (alles erneut zeigen), save DATEI, quit.
Im Raster stehen abgekürzte Karten-IDs; 'legend' erklärt sie.""",
    "nl": """\
Zo speel je: typ het nummer van een zet uit de lijst, of de tekst ervan. Rijen en kolommen tellen
vanaf 0; in je rivier breidt rij of kolom -1 (of één voorbij de laatste) de rivier uit
(hoogstens 3 rijen x 14 kolommen). Actieteksten:
  draw 2                 de bovenste kaart van stapel 2 trekken
  stop                   de beurt beëindigen in plaats van nog te trekken
  place chief 1 4        de kaart in de hand op rij 1, kolom 4 leggen ('place 1 4' kan ook)
  shift bear-left 0 3 right
                         een getrokken seriekaart op een bezette kolom inschuiven; de kaarten daar
                         schuiven tot de volgende opening één kolom naar rechts (of links)
  discard                de getrokken kaart naar de eeuwige jachtvelden sturen
  lasso 2 0 5            de kaart op rij 0, kolom 5 van de rivier van plaats 2 nemen
  shoot 2 0 5            (boogschutter) die krijgerkaart neerschieten
  sink 1 0               (Gekke Bijl) je volledige kano vanaf rij 1, kolom 0 laten zinken
  attacker 1 0           kiezen welke net voltooide kano als volgende aanvalt
  attack 2 0 3           de kano van plaats 2 aanvallen die op rij 0, kolom 3 begint
  no-attack / done       niet aanvallen / de rest van de buit laten liggen
  end / continue         het spel beëindigen (3+ volledige kano's) / doorspelen
  pass                   (ASS, Pelikan) lasso, boogschutter of jager niet gebruiken
  hunt 2 0 5, take 2 0 5 (Pelikan) de jager pakt die helft / die kaart van de veroverde kano nemen
Opdrachten: help, hint (een bot stelt een zet voor), moves (zetten opnieuw tonen),
board (alles opnieuw tonen), save BESTAND, quit.
In het raster staan afgekorte kaart-id's; 'legend' verklaart ze.""",
    "fr": """\
Pour jouer : tapez le numéro d'un coup de la liste, ou son texte. Lignes et colonnes se comptent
à partir de 0 ; dans votre rivière, la ligne ou colonne -1 (ou une après la dernière) agrandit la
rivière de ce côté (au plus 3 lignes x 14 colonnes). Textes des actions :
  draw 2                 piocher la carte du dessus de la pile 2
  stop                   finir le tour au lieu de piocher encore
  place chief 1 4        poser la carte en main en ligne 1, colonne 4 ('place 1 4' suffit)
  shift bear-left 0 3 right
                         insérer une carte de série piochée sur une colonne occupée ; les cartes
                         jusqu'au prochain trou se décalent d'une colonne à droite (ou à gauche)
  discard                envoyer la carte piochée aux terres de chasse éternelles
  lasso 2 0 5            prendre la carte ligne 0, colonne 5 de la rivière de la place 2
  shoot 2 0 5            (archer) abattre cette carte guerrier
  sink 1 0               (Hache Folle) couler votre canoë complet qui commence ligne 1, colonne 0
  attacker 1 0           choisir lequel des canoës juste complétés attaque d'abord
  attack 2 0 3           attaquer le canoë de la place 2 qui commence ligne 0, colonne 3
  no-attack / done       ne pas attaquer / laisser le reste du butin
  end / continue         terminer la partie (3+ canoës complets) / continuer
  pass                   (ASS, Pelikan) ne pas utiliser le lasso, l'archer ou le chasseur
  hunt 2 0 5, take 2 0 5 (Pelikan) le chasseur prend cette moitié / prendre cette carte du canoë conquis
Commandes : help, hint (un robot propose un coup), moves (revoir les coups), board (tout revoir), save FICHIER, quit.
La grille montre des identifiants de cartes abrégés ; 'legend' les explique.""",
}

LEGEND_TITLE = {"en": "Grid labels:", "de": "Abkürzungen im Raster:", "nl": "Afkortingen in het raster:",
                "fr": "Abréviations de la grille :"}


def word(key: str, lang: str, **params: object) -> str:
    """One phrase of :data:`UI` in ``lang`` (English when a translation is missing), filled in."""
    texts = UI[key]
    return texts.get(lang, texts["en"]).format(**params)
