"""The rules help, in English or French, inside the game's window (R47).

:class:`RulesPanel` is a panel beside the table, which it narrows, when the window is wide
enough; in a narrower window (1024 or 1280 px) it lies over the table, never over a hand, the
prompt or a clock. It never resizes or moves the window: a window widened for it ran off a
small screen, and its title bar and menus went off the top of the screen with it. Opening it
stops no clock and blocks nothing. The text is written for players, in
each language, rather than translated from the rules document.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QKeyEvent
from PySide6.QtWidgets import QApplication, QFrame, QHBoxLayout, QLabel, QTextBrowser, QToolButton, QVBoxLayout, QWidget

from .. import theme
from ..shortcuts import LETTERS
from ..window_fit import MINIMUM

LANGUAGES = ("en", "fr")

#: The help's look, given to the browser's document (Qt's rich text reads a subset of CSS).
HELP_CSS = f"""
p, li {{ font-size: 16px; line-height: 130%; }}
p {{ margin-top: 4px; margin-bottom: 4px; }}
.ex {{ color: #6b5410; font-style: italic; }}
kbd {{ font-family: monospace; font-weight: bold; color: {theme.NAVY}; }}
"""

# Qt's rich text sizes <h1>/<h2> its own way; the help's headings are styled paragraphs instead.
_HEADINGS = {
    "<h1>": f'<p style="font-size: 25px; font-weight: bold; color: {theme.NAVY}; margin: 2px 0 8px 0;">',
    "</h1>": "</p>",
    "<h2>": f'<p style="font-size: 19px; font-weight: bold; color: {theme.FELT}; margin: 16px 0 2px 0;">',
    "</h2>": "</p>",
}

HELP_EN = """
<h1>How to play Spectacular Bid</h1>
<p>A duel of Fives dominoes for two players sharing one screen. You win when your opponent
runs out of <b>points</b> or out of <b>time</b>.</p>

<h2>Points and chips</h2>
<p>Each of you starts with <b>150 points</b>, shown as 30 chips of 5. Points never appear or
vanish: whatever one player gains, the other pays, so the two balances always add up to 300.
Nobody can pay more than they have — and a player whose balance reaches 0 loses at once.</p>

<h2>The table and the spinner</h2>
<p>Play a tile by matching one of its halves to an open end of the line. The <b>first double</b>
of the hand is the <b>spinner</b>: once tiles lie on both of its sides, two more ends open on it,
north and south, so the table can have up to four open ends. Later doubles are ordinary tiles
laid crosswise.</p>
<p>The line runs <b>west</b> (left) and <b>east</b> (right) of the first tile, and the spinner's
branches <b>north</b> (up) and <b>south</b> (down). A line that reaches the edge of the cloth
turns, and its end keeps its name.</p>

<h2>Scoring: multiples of 5</h2>
<p>After every play (the opening included), count the <b>end total</b>: a plain tile at an end
counts its outer half, a double at an end both halves. A tile alone on the table counts both
halves once (6–4 or 5–5 alone: 10). Once tiles lie on both sides of the spinner, the spinner
itself counts nothing, and an empty north or south branch counts 0. If the total is 5, 10, 15,
20… you take that many points from your opponent, straight away; a total of 0 scores
nothing.</p>
<p class="ex">Example: the spinner 6–6 with 6–3 on its east side shows 6 + 6 + 3 = 15:
whoever just played takes 15 points. Then 6–2 on its west side: 2 + 3 = 5.</p>
<p>Then it is always the other player's turn, even after a double.</p>

<h2>Drawing, passing, going out, blocking</h2>
<ul>
<li>If you can play, you must. If no tile fits, draw from the <b>boneyard</b> (the tiles not
dealt, face down) until one fits — then play it, at the end of your choice — or until the
boneyard is empty. Drawing and that play are one decision: drawing does not restart the 10-second delay.</li>
<li>With no play and nothing left to draw, you pass automatically.</li>
<li><b>Going out:</b> play your last tile and the hand ends. That play scores as usual; the tiles
left in the other hand count nothing (there is no bonus). You become the <b>jockey</b> for the
next hand's bidding.</li>
<li><b>Blocked:</b> when both players pass in a row, the hand with fewer pips (the dots of its
tiles, added up) takes the other hand's pips, rounded to the nearest 5. Equal hands: nobody pays.</li>
</ul>
<p class="ex">Example: blocked with 4 pips against 18: 18 rounds to 20, so the player with 4
takes 20 points.</p>

<h2>Bidding for the opening</h2>
<p>After a hand somebody went out of, the players bid for the right to open the next hand with
any tile. The player who is <i>not</i> the jockey speaks first: <b>waive</b> (the jockey opens
for free) or <b>bid</b> 15 or more. Then each player in turn <b>accepts</b> the bid or
<b>overbids</b> it by at least 5. When a bid is accepted, its author pays it to the other player
and opens.</p>
<p><b>Jockey discount:</b> if the jockey's own bid is accepted, the jockey pays 15 less (never
below 0).</p>
<p class="ex">Example: the jockey bids 20 and it is accepted: the jockey pays only 5.</p>
<p>What you would <i>pay</i> — after the jockey discount, for the jockey — may not exceed your
balance. A bid that costs your whole balance is allowed — but if it is accepted you pay
everything and lose on the spot. The screen warns you before you confirm.</p>
<p><b>Forced decisions</b> are made for you, at once and without clock time: the player who is
not the jockey and cannot pay 15 waives; a player facing a bid who cannot pay the bid + 5 (net
of the discount, for the jockey) accepts.</p>
<h2>Opening by rank</h2>
<p>The first hand, and every hand after a block, opens by rank, with no bidding: the player
holding the highest double must open with it. If neither hand holds a double, the tile with the
highest pip total opens; between equal totals, the tile with the higher half (6–3 beats
5–4).</p>

<h2>The clock</h2>
<p>Every decision — a turn (drawing included), the opening, and each bid, waiver or
acceptance — first gets a free <b>10-second delay</b> (the draining bar). Only after that does
your <b>reserve</b> run down: 2 minutes for the whole game, never refilled. If your reserve
reaches 0 while it is your move, you lose on time. The running clock has a bright gold border;
its reserve's digits turn amber below 30 s, and red, pulsing, below 10 s.</p>
<p>At the end of a hand both clocks stand still while you look at the count, until a player
presses <b>Continue</b> to deal the next hand.</p>

<h2>Passing the device</h2>
<p>When it is the other player's move, the screen hides both hands and asks you to pass the
device. Both clocks are paused until the next player presses <b>Reveal</b>; then their clock
starts. When the same player must act again (the other passed automatically), there is no
handoff: the new decision's clock starts at once, with a fresh delay. Closing the program does
not stop a running clock; a clock paused at a handoff or at the end-of-hand count stays
paused.</p>

<h2>Practice against the computer</h2>
<p>In a practice game the computer takes the other seat. Nobody passes the device: your hand
stays in view, and the computer's tiles stay face down until the end-of-hand count. The
computer's clock runs while it thinks, with the same delay and reserve as yours, and it can
lose on time too. A practice game is listed in the history under the computer's level and
changes no rating.</p>

<p>Either player may <b>resign</b> at any time (Game menu); the other wins. If the program can
prove the timing was unreliable (the system clock went backwards while a clock ran, or a saved
game's clocks cannot be trusted), the game is <b>void</b>: no winner, no rating change.</p>
<p>Reading these rules never pauses the game: the clock keeps running while you read.</p>

<h2>Ratings</h2>
<p>Every finished game between two people changes both players' <b>ratings</b> (the Glicko-2
system). A new player starts at 1500. Beating a player rated higher gains more than beating
one rated lower, and losing to one rated lower costs more. A <b>provisional</b> rating, over a
player's first games, moves a lot, then settles as they play. Each player's profile (Game →
History and replays…, then Player profile…) shows the rating, its 95% range and its course.</p>

"""

HELP_FR = """
<h1>Comment jouer à Spectacular Bid</h1>
<p>Un duel de dominos « Fives » pour deux joueurs sur un même écran. Vous gagnez quand votre
adversaire n'a plus de <b>points</b> ou plus de <b>temps</b>.</p>

<h2>Points et jetons</h2>
<p>Chacun commence avec <b>150 points</b>, soit 30 jetons de 5. Les points ne se créent
ni ne se perdent : ce que l'un gagne, l'autre le paie, et les deux soldes font toujours 300 à eux
deux. Personne ne paie plus qu'il n'a — et un joueur dont le solde tombe à 0 perd aussitôt.</p>

<h2>La table et le double pivot</h2>
<p>On joue un domino en posant l'une de ses moitiés contre une extrémité libre portant le même
nombre. Le <b>premier double</b> de la manche est le <b>double pivot (spinner)</b> : dès que ses
deux côtés sont occupés, deux nouvelles extrémités s'ouvrent sur lui, au nord et au sud ; la
table peut donc avoir jusqu'à quatre extrémités. Les doubles suivants sont des dominos ordinaires, posés en travers.</p>
<p>La ligne part à l'<b>ouest</b> (à gauche) et à l'<b>est</b> (à droite) du premier domino, et
les branches du double pivot au <b>nord</b> (en haut) et au <b>sud</b> (en bas). Une ligne qui
atteint le bord du tapis tourne, et son extrémité garde son nom.</p>

<h2>Marquer : les multiples de 5</h2>
<p>Après chaque pose (l'ouverture comprise), comptez le <b>total des extrémités</b> : un domino
simple en extrémité compte sa moitié extérieure, un double en extrémité ses deux moitiés. Un
domino seul sur la table compte une fois ses deux moitiés (6–4 ou 5–5 seul : 10). Dès que
les deux côtés du double pivot sont occupés, il ne compte plus rien, et une branche
nord ou sud vide compte 0. Si le total fait 5, 10, 15, 20… vous prenez aussitôt autant de
points à votre adversaire ; un total de 0 ne rapporte rien.</p>
<p class="ex">Exemple : le double pivot 6–6 avec 6–3 à l'est montre 6 + 6 + 3 = 15 : celui
qui vient de jouer prend 15 points. Puis 6–2 à l'ouest : 2 + 3 = 5.</p>
<p>Ensuite c'est toujours à l'autre de jouer, même après un double.</p>

<h2>Piocher, passer, sortir, bloquer</h2>
<ul>
<li>Si vous pouvez jouer, vous devez jouer. Si aucun domino ne va, piochez dans la <b>pioche</b>
(les dominos non distribués, face cachée) jusqu'à en tirer un qui va — et jouez-le,
à l'extrémité de votre choix — ou jusqu'à ce que la pioche soit vide.
Piocher et cette pose forment une seule décision : piocher ne relance pas le délai de
10 secondes.</li>
<li>Sans coup possible et sans rien à piocher, vous passez automatiquement.</li>
<li><b>Sortir :</b> posez votre dernier domino et la manche s'arrête. Cette pose marque comme
d'habitude ; les dominos restant dans l'autre main ne comptent pas (aucun bonus). Vous devenez le
<b>jockey</b> pour les enchères de la manche suivante.</li>
<li><b>Blocage :</b> quand les deux joueurs passent l'un après l'autre, chacun additionne les
valeurs de sa main. Celui dont la somme est la plus petite prend à l'autre autant de points que
la somme adverse, arrondie au multiple de 5 le plus proche. Sommes égales : personne ne paie.</li>
</ul>
<p class="ex">Exemple : blocage avec une somme de 4 contre 18 : 18 s'arrondit à 20, le joueur
dont la somme est 4 prend 20 points.</p>

<h2>Les enchères pour l'ouverture</h2>
<p>Après une manche dont quelqu'un est sorti, les joueurs enchérissent pour ouvrir la manche
suivante avec le domino de leur choix. Celui qui n'est <i>pas</i> le jockey parle d'abord :
<b>renoncer</b> (le jockey ouvre gratuitement) ou <b>enchérir</b> à 15 ou plus. Ensuite chacun à
son tour <b>accepte</b> l'enchère ou <b>surenchérit</b> d'au moins 5. Quand une enchère est
acceptée, son auteur la paie à l'autre joueur et ouvre.</p>
<p><b>Remise du jockey :</b> si c'est l'enchère du jockey qui est acceptée, il paie 15 de moins
(jamais moins que 0).</p>
<p class="ex">Exemple : le jockey enchérit 20 et c'est accepté : il ne paie que 5.</p>
<p>Ce que vous <i>paieriez</i> — après la remise, pour le jockey — ne peut pas dépasser votre
solde. Une enchère qui coûte tout votre solde est permise — mais si elle est acceptée, vous
payez tout et perdez sur-le-champ. L'écran vous prévient avant de confirmer.</p>
<p><b>Décisions forcées</b>, prises pour vous, aussitôt et sans temps de pendule : celui qui n'est
pas le jockey et ne peut pas payer 15 renonce ; un joueur face à une enchère qui ne peut pas
payer l'enchère + 5 (remise déduite, pour le jockey) accepte.</p>
<h2>Ouverture selon le rang des dominos</h2>
<p>La première manche, et chaque manche après un blocage, s'ouvre selon le rang des dominos, sans
enchères : le joueur qui tient le plus gros double doit l'ouvrir avec ce double. Si aucune main
n'a de double, le domino à la plus forte somme ouvre ; à somme égale, celui qui a la plus forte
moitié (6–3 bat 5–4).</p>

<h2>La pendule</h2>
<p>Chaque décision — un tour (pioche comprise), l'ouverture, et chaque enchère, renonciation ou
acceptation — a d'abord un <b>délai gratuit de 10 secondes</b> (la barre qui se vide). Ensuite
seulement votre <b>réserve</b> s'écoule : 2 minutes pour toute la partie, jamais rechargées. Si
votre réserve tombe à 0 pendant votre coup, vous perdez au temps. La pendule qui tourne a une
bordure dorée ; les chiffres de sa réserve passent à l'orange sous 30 s, puis au rouge, clignotants,
sous 10 s.</p>
<p>À la fin d'une manche, les deux pendules restent en pause pendant le décompte, jusqu'à ce
qu'un joueur appuie sur <b>Continuer</b> pour distribuer la manche suivante.</p>

<h2>Passer l'appareil</h2>
<p>Quand c'est à l'autre de jouer, l'écran cache les deux mains et vous demande de passer
l'appareil. Les deux pendules sont en pause jusqu'à ce que le joueur suivant appuie sur
<b>Révéler</b> ; sa pendule démarre alors. Quand le même joueur doit agir à nouveau (l'autre a
passé automatiquement), pas de passage : la pendule de la nouvelle décision démarre aussitôt,
avec un nouveau délai. Fermer le programme n'arrête pas une pendule qui tourne ; une pendule
en pause au passage de l'appareil ou au décompte de fin de manche y reste.</p>

<h2>S'entraîner contre l'ordinateur</h2>
<p>Dans une partie d'entraînement, l'ordinateur prend l'autre place. Personne ne passe
l'appareil : votre main reste visible, et les dominos de l'ordinateur restent face cachée
jusqu'au décompte de fin de manche. La pendule de l'ordinateur tourne pendant qu'il réfléchit,
avec le même délai et la même réserve que la vôtre, et il peut lui aussi perdre au temps. Une
partie d'entraînement figure dans l'historique sous le niveau de l'ordinateur et ne change aucune
cote.</p>

<p>Chacun peut <b>abandonner</b> à tout moment (menu Partie) ; l'autre gagne. Si le programme peut
prouver que le chronométrage n'était pas fiable (l'horloge du système a reculé pendant qu'une
pendule tournait, ou les pendules d'une partie enregistrée ne sont pas fiables), la partie est
<b>annulée</b> : pas de vainqueur, aucune cote ne change.</p>
<p>Lire ces règles ne met jamais la partie en pause : la pendule tourne pendant que vous
lisez.</p>

<h2>Cotes</h2>
<p>Chaque partie terminée entre deux personnes change la <b>cote</b> des deux joueurs (système
Glicko-2). Un nouveau joueur part de 1500. Battre un joueur mieux coté rapporte plus que battre
un joueur moins bien coté, et perdre contre un joueur moins bien coté coûte plus. Une cote
<b>provisoire</b>, au fil des premières parties d'un joueur, varie beaucoup, puis se stabilise
à mesure qu'il joue. Le profil de chaque joueur (Partie → Historique et relectures…, puis
Profil d'un joueur…) montre sa cote, son intervalle à 95 % et son évolution.</p>

"""

_TITLES = {"en": "Spectacular Bid — rules", "fr": "Spectacular Bid — règles"}
_CLOSE = {"en": "Close the rules (Esc)", "fr": "Fermer les règles (Échap)"}


_KEYBOARD_EN = """
<h2>Keyboard</h2>
<ul>
<li>Bidding: <kbd>{waive}</kbd> waive, <kbd>{accept}</kbd> accept, <kbd>{bid}</kbd> or
<kbd>Enter</kbd> bid, <kbd>↑</kbd>/<kbd>↓</kbd> (or <kbd>+</kbd>/<kbd>−</kbd>) change the amount by 5,
<kbd>Home</kbd>/<kbd>End</kbd> the smallest/largest amount.</li>
<li>Playing: <kbd>1</kbd>–<kbd>9</kbd> play a tile, or <kbd>←</kbd>/<kbd>→</kbd> and
<kbd>Enter</kbd>, as a click does; a tile that fits more than one end then waits for
<kbd>{west}</kbd>, <kbd>{east}</kbd>, <kbd>{north}</kbd> or <kbd>{south}</kbd>, the west, east,
north or south end (with no tile chosen, an end's letter plays the only tile that fits it);
<kbd>{draw}</kbd> draw; <kbd>Esc</kbd> cancels the tile choice.</li>
<li>Passing the device: <kbd>Space</kbd>, <kbd>Enter</kbd> or <kbd>R</kbd> reveal.</li>
<li>Against the computer: <kbd>{hint}</kbd> a hint, while bidding or playing.</li>
<li>End of a hand: <kbd>Enter</kbd> continue. End of the game: <kbd>{new_game}</kbd> new game,
<kbd>{replay}</kbd> replay the game, <kbd>{analyse}</kbd> analyse it, <kbd>{quit}</kbd> quit.</li>
<li>These rules: <kbd>Esc</kbd> closes them.</li>
</ul>
"""

_KEYBOARD_FR = """
<h2>Clavier</h2>
<ul>
<li>Enchères : <kbd>{waive}</kbd> renoncer, <kbd>{accept}</kbd> accepter, <kbd>{bid}</kbd> ou
<kbd>Entrée</kbd> enchérir, <kbd>↑</kbd>/<kbd>↓</kbd> (ou <kbd>+</kbd>/<kbd>−</kbd>) changer le montant de 5,
<kbd>Début</kbd>/<kbd>Fin</kbd>
le plus petit/le plus grand montant.</li>
<li>Jeu : <kbd>1</kbd>–<kbd>9</kbd> jouer un domino, ou <kbd>←</kbd>/<kbd>→</kbd> puis
<kbd>Entrée</kbd>, comme d'un clic ; un domino qui va à plusieurs extrémités attend alors
<kbd>{west}</kbd>, <kbd>{east}</kbd>, <kbd>{north}</kbd> ou <kbd>{south}</kbd>, l'extrémité
ouest, est, nord ou sud (sans domino choisi, la lettre d'une extrémité y joue le seul domino
qui y va) ; <kbd>{draw}</kbd> piocher ; <kbd>Échap</kbd> annule le choix du domino.</li>
<li>Passer l'appareil : <kbd>Espace</kbd>, <kbd>Entrée</kbd> ou <kbd>R</kbd> pour révéler.</li>
<li>Contre l'ordinateur : <kbd>{hint}</kbd> un indice, pendant les enchères ou le jeu.</li>
<li>Fin de manche : <kbd>Entrée</kbd> pour continuer. Fin de partie : <kbd>{new_game}</kbd>
nouvelle partie, <kbd>{replay}</kbd> relire la partie, <kbd>{analyse}</kbd> l'analyser,
<kbd>{quit}</kbd> quitter.</li>
<li>Ces règles : <kbd>Échap</kbd> les ferme.</li>
</ul>
"""


def keyboard_html(language: str) -> str:
    """The help's keyboard section in ``language``, with that language's letters
    (:data:`~spectacular_bid.ui.shortcuts.LETTERS`) and only those."""
    keys = LETTERS["fr" if language == "fr" else "en"]
    letters = {action: key for stage in keys.values() for action, key in stage.items()}
    return (_KEYBOARD_FR if language == "fr" else _KEYBOARD_EN).format(**letters)


def help_html(language: str) -> str:
    """The help text in ``language`` (``"en"`` or ``"fr"``; anything else gives English)."""
    html = (HELP_FR if language == "fr" else HELP_EN) + keyboard_html(language)
    for tag, replacement in _HEADINGS.items():
        html = html.replace(tag, replacement)
    if language == "fr":  # French typography: no line begins with ":", ";", "!", "?" or "»"
        html = re.sub(r" ([:;!?»])", "\u00a0\\1", html).replace("« ", "«\u00a0")
    return html


#: The rules panel's width beside the table.
PANEL_WIDTH = 380
#: Pixels between the screen and the rules panel beside it.
GAP = 6


class RulesPanel(QFrame):
    """The rules, inside the game's window (R47): beside the screens, narrowing the table, when
    the window is wide enough; else over the table, never over a hand, the prompt or a clock.
    The window keeps its size and place, open or closed.
    Opening it stops no clock and blocks nothing; Escape or its ✕ closes it.

    :meth:`attach` puts it in a window's :attr:`body` (a widget whose layout holds the
    screens' stack first); it then places itself whenever the window or its screen changes.
    """

    def __init__(self, language: str = "en", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rulesPanel")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        theme.set_role(self, "navy")
        theme.ensure_applied()
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.heading = QLabel()
        theme.set_role(self.heading, "gold")
        self.close_button = QToolButton()
        self.close_button.setObjectName("rulesClose")  # a line's height: the rules keep the room
        self.close_button.setText("✕")
        self.close_button.setAutoRaise(True)
        self.close_button.clicked.connect(self.close)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(False)
        self.browser.document().setDefaultStyleSheet(HELP_CSS)
        self.browser.setAccessibleName(self.tr("Rules"))
        top = QHBoxLayout()
        top.setContentsMargins(4, 0, 0, 0)
        top.addWidget(self.heading, 1)
        top.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 8)
        layout.setSpacing(4)
        layout.addLayout(top)
        layout.addWidget(self.browser, 1)
        self.setMinimumWidth(240)
        self._language = ""
        self._window: QWidget | None = None
        self._placing = False
        self.overlay = False  #: over the table (True) or beside it (False)
        self.set_language(language)
        self.browser.installEventFilter(self)  # the game's keys pass on (_pass_on)

    def event(self, event: QEvent) -> bool:
        """Esc, pressed in the rules, closes them: claimed before the window's shortcuts, whose
        Esc (cancel the tile choice) would otherwise make the key ambiguous during a turn."""
        if event.type() == QEvent.Type.ShortcutOverride and _is_escape(event):
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if _is_escape(event):
            self.close()
            return
        super().keyPressEvent(event)

    def language(self) -> str:
        """The language shown, ``"en"`` or ``"fr"``."""
        return self._language

    def set_language(self, language: str) -> None:
        """Show the help in ``language`` (``"en"`` or ``"fr"``)."""
        self._language = "fr" if language == "fr" else "en"
        self.heading.setText(_TITLES[self._language])
        self.close_button.setToolTip(_CLOSE[self._language])
        self.close_button.setAccessibleName(_CLOSE[self._language])
        self.setAccessibleName(_TITLES[self._language])
        self.browser.setHtml(help_html(self._language))

    def sizeHint(self) -> QSize:
        return QSize(PANEL_WIDTH, 400)

    def scroll_to_fraction(self, fraction: float) -> None:
        """Scroll the rules ``fraction`` of the way down (0 the top, 1 the foot): where they
        were read in the window this one replaces (a language switch); once laid out, if they
        are not yet."""
        bar = self.browser.verticalScrollBar()

        def follow(_low: int = 0, high: int = 0) -> None:
            if bar.maximum() > 0:
                bar.setValue(round(fraction * bar.maximum()))
                bar.rangeChanged.disconnect(follow)

        bar.rangeChanged.connect(follow)
        follow()

    # --- where it goes ----------------------------------------------------------------------

    def attach(self, window: QWidget) -> None:
        """Show the panel in ``window`` (which has ``body``, ``stack`` and ``rules_area()``)."""
        self._window = window
        body: QWidget = window.body  # type: ignore[attr-defined]
        if self.parentWidget() is not body:
            self.setParent(body)
        for watched in (body, window.stack):  # type: ignore[attr-defined]
            watched.installEventFilter(self)
        window.stack.currentChanged.connect(self._later)  # type: ignore[attr-defined]
        self.show()
        self.place()
        self.browser.setFocus()

    def _later(self, *_: object) -> None:
        QTimer.singleShot(0, self, self.place)  # never after the panel is gone (a retired window)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.browser:
            return self._pass_on(event)
        if event.type() in (QEvent.Type.Resize, QEvent.Type.LayoutRequest) and not self._placing:
            self._later()
        return False

    def _pass_on(self, event: QEvent) -> bool:
        """A key the rules do not read by (a tile's number, an end's letter, Enter) goes to the
        game, with the keyboard: the rules stand beside a running clock (R47), and a player
        who pressed one in them saw nothing happen while the delay ran."""
        window = self._window
        if window is None or not isinstance(event, QKeyEvent) or event.type() != QEvent.Type.KeyPress:
            return False
        if event.key() in _READING_KEYS or event.modifiers() & ~_PASSED_MODIFIERS:
            return False
        window.focus_screen()  # type: ignore[attr-defined]
        target = QApplication.focusWidget()
        if target is None or self.isAncestorOf(target):
            return False
        QApplication.sendEvent(target, QKeyEvent(event.type(), event.key(), event.modifiers(), event.text()))
        return True

    def place(self) -> None:
        """Beside the screens if the window has room for both, else over the table."""
        window = self._window
        if window is None or self.isHidden():
            return
        body: QWidget = window.body  # type: ignore[attr-defined]
        layout = body.layout()
        self._placing = True
        try:
            beside = body.width() >= MINIMUM[0] + PANEL_WIDTH + GAP  # the screens keep their smallest width
            if beside:
                if layout.indexOf(self) < 0:
                    layout.addWidget(self)
                self.setFixedWidth(PANEL_WIDTH)
                self.overlay = False
            else:
                if layout.indexOf(self) >= 0:
                    layout.removeWidget(self)
                self.setMinimumWidth(240)
                self.setMaximumWidth(16_777_215)
                self.overlay = True
            window.rules_over(self.overlay)  # type: ignore[attr-defined]  # the screens laid out in the room left
            if self.overlay:
                area = window.rules_area()  # type: ignore[attr-defined]
                self.setGeometry(area)
                self.raise_()
        finally:
            self._placing = False

    def closeEvent(self, event: QCloseEvent) -> None:
        """Hide, and give the screens their room and the keyboard back: the hand's keys work
        at once, the clock may be running."""
        window = self._window
        had_keys = self.isAncestorOf(QApplication.focusWidget())
        if window is not None:
            layout = window.body.layout()  # type: ignore[attr-defined]
            if layout.indexOf(self) >= 0:
                layout.removeWidget(self)
            window.rules_over(False)  # type: ignore[attr-defined]
        super().closeEvent(event)
        if window is not None and had_keys:
            window.focus_screen()  # type: ignore[attr-defined]


#: The keys the rules are read by (scrolling, moving on), kept in them; Esc closes them.
_READING_KEYS = frozenset(
    {
        Qt.Key.Key_Up,
        Qt.Key.Key_Down,
        Qt.Key.Key_Left,
        Qt.Key.Key_Right,
        Qt.Key.Key_PageUp,
        Qt.Key.Key_PageDown,
        Qt.Key.Key_Home,
        Qt.Key.Key_End,
        Qt.Key.Key_Space,
        Qt.Key.Key_Tab,
        Qt.Key.Key_Backtab,
        Qt.Key.Key_Escape,
        Qt.Key.Key_Shift,
    }
)


#: The modifiers a key passed on to the game may carry (a number on the keypad).
_PASSED_MODIFIERS = Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.KeypadModifier


def _is_escape(event: QEvent) -> bool:
    return (
        isinstance(event, QKeyEvent)
        and event.key() == Qt.Key.Key_Escape
        and event.modifiers() == Qt.KeyboardModifier.NoModifier
    )
