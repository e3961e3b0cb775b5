<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>BalanceChart</name>
    <message>
        <location filename="../ui/dialogs/analysis_chart.py" line="+56"/>
        <source>Expected balance over the game</source>
        <translation>Solde attendu au fil de la partie</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Decision {n}: move {m}, {name}</source>
        <translation>Décision {n}&#xa0;: coup {m}, {name}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The lines: each player&apos;s balance the engine expected by the end of the hand. A dot: a decision it judged an inaccuracy (yellow), a mistake (orange) or a blunder (red). Click to go to it.</source>
        <translation>Les courbes&#xa0;: le solde que le moteur attendait pour chaque joueur à la fin de la manche. Un point&#xa0;: une imprécision (jaune), une erreur (orange) ou une gaffe (rouge), selon le moteur. Cliquez pour y aller.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>move</source>
        <translation>coup</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected points</source>
        <translation>points attendus</translation>
    </message>
</context>
<context>
    <name>BalanceWidget</name>
    <message>
        <location filename="../ui/widgets/balance_widget.py" line="+85"/>
        <source>{n} points</source>
        <translation>{n} points</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>1 chip of 5</source>
        <translation>1 jeton de 5</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{n} chips of 5</source>
        <translation>{n} jetons de 5</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Balance of {name}</source>
        <translation>Solde de {name}</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>points</source>
        <translation>points</translation>
    </message>
</context>
<context>
    <name>BiddingPanel</name>
    <message>
        <location filename="../ui/table/bidding_panel.py" line="+59"/>
        <location line="+8"/>
        <source>Bidding for the opening</source>
        <translation>Enchères pour l&apos;ouverture</translation>
    </message>
    <message>
        <location line="+336"/>
        <source>Lower the bid by {n} (Down or −)</source>
        <translation>Baisser l&apos;enchère de {n} (↓ ou −)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Raise the bid by {n} (Up or +)</source>
        <translation>Monter l&apos;enchère de {n} (↑ ou +)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} to decide · balance {points}</source>
        <translation>À {name} de décider · solde {points}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Standing bid: {bid} by {name}</source>
        <translation>Enchère en cours&#xa0;: {bid}, par {name}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Waive</source>
        <translation>Renoncer</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Waive: {name} opens, nobody pays.</source>
        <translation>Renoncer&#xa0;: {name} ouvre, personne ne paie.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Accept the bid of {bid}</source>
        <translation>Accepter l&apos;enchère de {bid}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Accept: {name} pays you {cost} and opens.</source>
        <translation>Accepter&#xa0;: {name} vous paie {cost} et ouvre.</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>Jockey discount: when the jockey&apos;s own bid is accepted, the jockey pays the bid − {discount}, never below 0. The other player&apos;s bid is paid in full.</source>
        <translation>Remise du jockey&#xa0;: si c&apos;est l&apos;enchère du jockey qui est acceptée, il paie l&apos;enchère − {discount}, jamais moins de 0. L&apos;enchère de l&apos;adversaire se paie en entier.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Lower the bid by {n}</source>
        <translation>Baisser l&apos;enchère de {n}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Raise the bid by {n}</source>
        <translation>Monter l&apos;enchère de {n}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No bid yet. A first bid is at least {low}, in steps of {step}.</source>
        <translation>Pas encore d&apos;enchère. La première est d&apos;au moins {low}, par pas de {step}.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You, {name}, are the jockey (you went out last hand).</source>
        <translation>{name}, vous êtes le jockey (par votre sortie à la manche précédente).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} is the jockey (went out last hand).</source>
        <translation>{name} est le jockey (par sa sortie à la manche précédente).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Waive ({key})</source>
        <translation>Renoncer ({key})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Let {name} open for free ({key})</source>
        <translation>Laisser {name} ouvrir gratuitement ({key})</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Accept {bid} ({key})</source>
        <translation>Accepter {bid} ({key})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Accept: {name} pays you all {cost} and loses the game.</source>
        <translation>Accepter&#xa0;: {name} vous paie tout son solde ({cost}) et perd.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>you may bid only {amount}</source>
        <translation>seule enchère possible&#xa0;: {amount}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>you may bid {low} to {high}, in steps of {step}</source>
        <translation>enchère possible de {low} à {high}, par pas de {step}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>you cannot pay any bid</source>
        <translation>vous ne pouvez payer aucune enchère</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>{bid} is the smallest bid you can make now.</source>
        <translation>{bid} est la plus petite enchère possible maintenant.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{bid} is the largest bid you can pay.</source>
        <translation>{bid} est la plus forte enchère que vous puissiez payer.</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>You cannot pay the smallest bid.</source>
        <translation>Vous ne pouvez pas payer l&apos;enchère minimale.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Bid {bid} − {discount} jockey discount → you pay {cost}</source>
        <translation>Enchère {bid} − {discount} de remise → coût {cost}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Bid {bid} − {discount} jockey discount → you pay {cost} if accepted</source>
        <translation>Enchère {bid} − {discount} de remise → coût {cost} si acceptée</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Bid {bid} → you pay {cost}</source>
        <translation>Enchère {bid} → coût {cost}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bid {bid} → you pay {cost} if accepted</source>
        <translation>Enchère {bid} → coût {cost} si acceptée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>your balance would go from {before} to {after}</source>
        <translation>votre solde passerait de {before} à {after}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name} cannot overbid {bid}: it is accepted at once, your balance going from {before} to {after}</source>
        <translation>{name} ne peut pas surenchérir sur {bid}&#xa0;: elle est acceptée d&apos;office, votre solde passant de {before} à {after}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>⚠ {cost} is your whole balance: you would pay everything and lose at once if accepted.</source>
        <translation>⚠ {cost} = tout votre solde&#xa0;: si l&apos;enchère est acceptée, vous perdez aussitôt.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Bid {bid} ({key})</source>
        <translation>Enchérir {bid} ({key})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bid {bid} ({key} or Enter)</source>
        <translation>Enchérir {bid} ({key} ou Entrée)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A bid stands: accept it ({accept}) or overbid ({bid}). Only the first decision waives.</source>
        <translation>Une enchère est posée&#xa0;: acceptez-la ({accept}) ou surenchérissez ({bid}). Seule la première décision peut renoncer.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No bid stands yet: waive ({waive}) or bid ({bid}).</source>
        <translation>Aucune enchère pour l&apos;instant&#xa0;: renoncez ({waive}) ou enchérissez ({bid}).</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Bid {bid}</source>
        <translation>Enchérir {bid}</translation>
    </message>
    <message>
        <location line="-104"/>
        <source>In the bidding, no tile is chosen: waive ({waive}).</source>
        <translation>Pendant les enchères, on ne choisit pas de domino&#xa0;: renoncez ({waive}).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In the bidding, no tile is chosen: waive ({waive}) or bid ({bid}).</source>
        <translation>Pendant les enchères, on ne choisit pas de domino&#xa0;: renoncez ({waive}) ou enchérissez ({bid}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In the bidding, no tile is chosen: waive ({waive}) or bid ({bid}); ↑ and ↓ change the amount.</source>
        <translation>Pendant les enchères, on ne choisit pas de domino&#xa0;: renoncez ({waive}) ou enchérissez ({bid})&#xa0;; ↑ et ↓ changent le montant.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In the bidding, no tile is chosen: accept the bid ({accept}).</source>
        <translation>Pendant les enchères, on ne choisit pas de domino&#xa0;: acceptez l&apos;enchère ({accept}).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In the bidding, no tile is chosen: accept ({accept}) or overbid ({bid}).</source>
        <translation>Pendant les enchères, on ne choisit pas de domino&#xa0;: acceptez ({accept}) ou surenchérissez ({bid}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In the bidding, no tile is chosen: accept ({accept}) or overbid ({bid}); ↑ and ↓ change the amount.</source>
        <translation>Pendant les enchères, on ne choisit pas de domino&#xa0;: acceptez ({accept}) ou surenchérissez ({bid})&#xa0;; ↑ et ↓ changent le montant.</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>⚠ {cost} is your whole balance, and {name} cannot overbid: you lose at once.</source>
        <translation>⚠ {cost} = tout votre solde, et {name} ne peut pas surenchérir&#xa0;: vous perdez aussitôt.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Bid amount {bid}</source>
        <translation>Montant de l&apos;enchère&#xa0;: {bid}</translation>
    </message>
</context>
<context>
    <name>BoneyardWidget</name>
    <message>
        <location filename="../ui/table/hand_widget.py" line="+592"/>
        <location line="+97"/>
        <source>Boneyard</source>
        <translation>Pioche</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>{n} tiles left</source>
        <translation>{n} dans la pioche</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{n} tile left</source>
        <translation>{n} dans la pioche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, press to draw</source>
        <translation>, appuyez pour piocher</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw a tile</source>
        <translation>Piocher un domino</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Draw</source>
        <translation>Piocher</translation>
    </message>
</context>
<context>
    <name>ClockWidget</name>
    <message>
        <location filename="../ui/widgets/clock_widget.py" line="+155"/>
        <source>10 s delay per decision</source>
        <translation>délai de 10 s par décision</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>delay used — reserve running</source>
        <translation>délai écoulé — réserve entamée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>delay {s} s</source>
        <translation>délai {s} s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>▶ RUNNING</source>
        <translation>▶ EN MARCHE</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>❚❚ PAUSED</source>
        <translation>❚❚ EN PAUSE</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Clock of {name}</source>
        <translation>Pendule de {name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{status}, reserve {reserve}, {delay}</source>
        <translation>{status}, réserve {reserve}, {delay}</translation>
    </message>
    <message>
        <location line="+83"/>
        <location line="+8"/>
        <source>reserve</source>
        <translation>réserve</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>reserve — low</source>
        <translation>réserve — faible</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>reserve — almost out!</source>
        <translation>réserve — presque épuisée&#xa0;!</translation>
    </message>
</context>
<context>
    <name>CoachPanel</name>
    <message>
        <location filename="../ui/tutorial_mode.py" line="+103"/>
        <source>Learn to play</source>
        <translation>Apprendre à jouer</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Play a practice game (easy)</source>
        <translation>Partie d&apos;entraînement (facile)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Try this step again</source>
        <translation>Refaire cette étape</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start over</source>
        <translation>Recommencer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the tutorial</source>
        <translation>Quitter le tutoriel</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Learn to play — step {n} of {total}</source>
        <translation>Apprendre à jouer — étape {n} sur {total}</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Show the step&apos;s words</source>
        <translation>Afficher le texte de l&apos;étape</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the step&apos;s words again.</source>
        <translation>Afficher de nouveau le texte de l&apos;étape.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hide the step&apos;s words</source>
        <translation>Masquer le texte de l&apos;étape</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fold the card to its first line: more room for the game below.</source>
        <translation>Replier l&apos;encadré sur sa première ligne&#xa0;: plus de place pour la partie en dessous.</translation>
    </message>
</context>
<context>
    <name>ComputerPlay</name>
    <message>
        <location filename="../ui/computer_play.py" line="+107"/>
        <source>thinking…</source>
        <translation>réfléchit…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} is thinking…</source>
        <translation>{name} réfléchit…</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>The engine playing {name} refused to decide.</source>
        <translation>Le moteur qui joue {name} a refusé de décider.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The engine playing {name} chose a move the rules do not allow.</source>
        <translation>Le moteur qui joue {name} a choisi un coup que les règles interdisent.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The engine playing {name} gave an answer that cannot be read.</source>
        <translation>Le moteur qui joue {name} a donné une réponse illisible.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The engine playing {name} has stopped.</source>
        <translation>Le moteur qui joue {name} s&apos;est arrêté.</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>The engine playing {name} did not answer in time.</source>
        <translation>Le moteur qui joue {name} n&apos;a pas répondu à temps.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The engine playing {name} could not be started: {detail}</source>
        <translation>Le moteur qui joue {name} n&apos;a pas pu démarrer&#xa0;: {detail}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No move was played; its clock runs on.</source>
        <translation>Aucun coup n&apos;a été joué&#xa0;; sa pendule continue de tourner.</translation>
    </message>
</context>
<context>
    <name>GameBox</name>
    <message>
        <location filename="../ui/dialogs/preferences.py" line="+128"/>
        <source>The game</source>
        <translation>La partie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reduce &amp;motion: everything appears in place at once</source>
        <translation>Réduire les &amp;mouvements&#xa0;: tout apparaît en place aussitôt</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Medium</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ask before &amp;resigning</source>
        <translation>Demander avant d&apos;&amp;abandonner</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Off: Resign acts at once for the player whose hand is shown. On the handoff screen, where either player may hold the device, it always asks.</source>
        <translation>Décoché&#xa0;: Abandonner agit aussitôt pour le joueur dont la main est visible. Sur l&apos;écran de passage de l&apos;appareil, où l&apos;un ou l&apos;autre peut le tenir, la question est toujours posée.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer&apos;s level for a &amp;new game</source>
        <translation>&amp;Niveau de l&apos;ordinateur pour une nouvelle partie</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <location filename="../ui/table/game_page.py" line="+145"/>
        <source>The other player&apos;s hand, face down</source>
        <translation>La main de l&apos;adversaire, face cachée</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>What happened</source>
        <translation>Ce qui s&apos;est passé</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Recent events</source>
        <translation>Événements récents</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>What to do now</source>
        <translation>À faire maintenant</translation>
    </message>
    <message>
        <location line="+142"/>
        <source>Scores, draws, passes and bids will show here as they happen.</source>
        <translation>Les gains, pioches, passes et enchères s&apos;afficheront ici.</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>jockey</source>
        <translation>jockey</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your decision: waive, or bid for the right to open this hand.</source>
        <translation>À vous de décider&#xa0;: renoncer, ou enchérir pour le droit d&apos;ouvrir cette manche.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your decision: accept the bid, or overbid for the right to open this hand.</source>
        <translation>À vous de décider&#xa0;: accepter l&apos;enchère, ou surenchérir pour le droit d&apos;ouvrir cette manche.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You open this hand by rank with {tile}: the highest double, or without one the highest pip total. Click it, or press {key}.</source>
        <translation>Vous ouvrez cette manche avec {tile}, selon le rang des dominos&#xa0;: le plus gros double, ou sans double la plus forte somme. Cliquez dessus, ou appuyez sur {key}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You open this hand by rank with {tile}: the highest double, or without one the highest pip total. Click it.</source>
        <translation>Vous ouvrez cette manche avec {tile}, selon le rang des dominos&#xa0;: le plus gros double, ou sans double la plus forte somme. Cliquez dessus.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You open this hand: play any tile from your hand.</source>
        <translation>Vous ouvrez cette manche&#xa0;: posez le domino de votre choix.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No tile fits, and the boneyard is picked: press Enter to draw.</source>
        <translation>Aucun domino ne va, et la pioche est désignée&#xa0;: appuyez sur Entrée pour piocher.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No tile fits: draw from the boneyard (click it, or press {key}).</source>
        <translation>Aucun domino ne va&#xa0;: piochez (cliquez sur la pioche ou appuyez sur {key}).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Drop {tile} on the table to open the hand.</source>
        <translation>Lâchez {tile} sur la table pour ouvrir la manche.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{end} ({key})</source>
        <translation>{end} ({key})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose where {tile} goes: {ends}.</source>
        <translation>Choisissez où poser {tile}&#xa0;: {ends}.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{tile} is picked: press {keys} or {last} to play it as the hint advises (the same game at either end), or Enter to choose where it goes.</source>
        <translation>{tile} est désigné&#xa0;: appuyez sur {keys} ou {last} pour le poser comme le conseille l&apos;indice (même partie à l&apos;une ou l&apos;autre extrémité), ou sur Entrée pour choisir où le poser.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{tile} is picked: press {key} to play it at the {end} end, as the hint advises, or Enter to choose where it goes.</source>
        <translation>{tile} est désigné&#xa0;: appuyez sur {key} pour le poser à l&apos;extrémité {end}, comme le conseille l&apos;indice, ou sur Entrée pour choisir où le poser.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{tile} is picked: press Enter to choose where it goes.</source>
        <translation>{tile} est désigné&#xa0;: appuyez sur Entrée pour choisir où le poser.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{tile} is picked: press Enter to play it.</source>
        <translation>{tile} est désigné&#xa0;: appuyez sur Entrée pour le poser.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{tile} is picked: press Enter to choose where it goes, or ←/→ for another tile.</source>
        <translation>{tile} est désigné&#xa0;: appuyez sur Entrée pour choisir où le poser, ou sur ←/→ pour un autre domino.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{tile} is picked: press Enter to play it, or ←/→ for another tile.</source>
        <translation>{tile} est désigné&#xa0;: appuyez sur Entrée pour le poser, ou sur ←/→ pour un autre domino.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your turn: play a highlighted tile (click it, pick it with ←/→ and Enter, or drag it).</source>
        <translation>À vous&#xa0;: posez un domino en surbrillance (cliquez dessus, choisissez-le avec ←/→ et Entrée, ou glissez-le).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn: play a highlighted tile (click it, press 1–9, or drag it to an end).</source>
        <translation>À vous&#xa0;: posez un domino en surbrillance (cliquez dessus, touche 1–9 ou glissez-le vers une extrémité).</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>First choose a tile from your hand.</source>
        <translation>Choisissez d&apos;abord un domino de votre main.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{why}. {ends}</source>
        <translation>{why}. {ends}</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>You hold one tile: press 1 to choose it.</source>
        <translation>Vous n&apos;avez qu&apos;un domino&#xa0;: appuyez sur 1 pour le choisir.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You hold {count} tiles: press 1 to {count} to choose one.</source>
        <translation>Vous avez {count} dominos&#xa0;: appuyez sur une touche de 1 à {count} pour en choisir un.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The hand opens with a tile, not a draw: play a tile from your hand.</source>
        <translation>La manche s&apos;ouvre avec un domino, pas une pioche&#xa0;: posez un domino de votre main.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have a tile that fits: play it (you may draw only when none fits).</source>
        <translation>Vous avez un domino qui va&#xa0;: posez-le (on ne pioche que si aucun ne va).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You cannot draw now.</source>
        <translation>Vous ne pouvez pas piocher maintenant.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>That is not possible now.</source>
        <translation>Ce n&apos;est pas possible maintenant.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A bid of {n} is not possible now.</source>
        <translation>Une enchère de {n} n&apos;est pas possible maintenant.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Not your turn: {name} is to play.</source>
        <translation>Ce n&apos;est pas votre tour&#xa0;: c&apos;est à {name} de jouer.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This hand opens by rank: you must open with {tile} (press {place}).</source>
        <translation>Cette manche s&apos;ouvre selon le rang des dominos&#xa0;: vous devez ouvrir avec {tile} (appuyez sur {place}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This hand opens by rank: you must open with {tile}.</source>
        <translation>Cette manche s&apos;ouvre selon le rang des dominos&#xa0;: vous devez ouvrir avec {tile}.</translation>
    </message>
</context>
<context>
    <name>GameQuestion</name>
    <message>
        <location filename="../ui/dialogs/questions.py" line="+161"/>
        <source>{loser} resigns: {winner} wins</source>
        <translation>{loser} abandonne&#xa0;: {winner} gagne</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Resign</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Who resigns? The player who resigns loses the game.</source>
        <translation>Qui abandonne&#xa0;? Le joueur qui abandonne perd la partie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Resign? The player who resigns loses the game.</source>
        <translation>Abandonner&#xa0;? Le joueur qui abandonne perd la partie.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The game between {a} and {b} is not over.</source>
        <translation>La partie entre {a} et {b} n&apos;est pas terminée.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keep it to finish later (the history lists it with Resume), or end it now with a resignation.</source>
        <translation>Gardez-la pour la finir plus tard (l&apos;historique la propose avec Reprendre), ou terminez-la maintenant par un abandon.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A clock is running, so it cannot be kept for later: end it with a resignation, or cancel and play on.</source>
        <translation>Une pendule tourne&#xa0;: la partie ne peut donc pas être gardée pour plus tard. Terminez-la par un abandon, ou annulez et continuez.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This game is not being saved, so it cannot be kept for later: end it with a resignation, or cancel and play on.</source>
        <translation>Cette partie n&apos;est pas enregistrée, elle ne peut donc pas être gardée pour plus tard&#xa0;: terminez-la par un abandon, ou annulez et continuez.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Keep it for later</source>
        <translation>La garder pour plus tard</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The last moves of this game, its end included, could not be saved: quitting now loses them, and the game would come back unfinished. Quit?</source>
        <translation>Les derniers coups de cette partie, sa fin comprise, n&apos;ont pas pu être enregistrés&#xa0;: quitter maintenant les perd, et la partie reviendrait inachevée. Quitter&#xa0;?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game is not over, and its last moves could not be saved: quitting now loses them. Quit?</source>
        <translation>La partie n&apos;est pas finie, et ses derniers coups n&apos;ont pas pu être enregistrés&#xa0;: quitter maintenant les perd. Quitter&#xa0;?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This game is not saved: quitting now loses it. Quit?</source>
        <translation>Cette partie n&apos;est pas enregistrée&#xa0;: quitter maintenant la perd. Quitter&#xa0;?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is not over, and it is not saved: quitting now loses it. Quit?</source>
        <translation>La partie n&apos;est pas finie, et elle n&apos;est pas enregistrée&#xa0;: quitter maintenant la perd. Quitter&#xa0;?</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+1"/>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>The game is not over. A running clock does not stop while the program is closed; a paused clock stays paused. Quit?</source>
        <translation>La partie n&apos;est pas finie. Une pendule qui tourne ne s&apos;arrête pas quand le programme est fermé&#xa0;; une pendule arrêtée le reste. Quitter&#xa0;?</translation>
    </message>
</context>
<context>
    <name>HandWidget</name>
    <message>
        <location filename="../ui/table/hand_widget.py" line="-499"/>
        <source>Hand</source>
        <translation>Main</translation>
    </message>
    <message>
        <location line="+227"/>
        <source>hidden tile</source>
        <translation>domino caché</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Tile {tile} — key {n}</source>
        <translation>Domino {tile} — touche {n}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>tile {tile}, playable</source>
        <translation>domino {tile}, jouable</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>tile {tile}, not playable</source>
        <translation>domino {tile}, non jouable</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>tile {tile}</source>
        <translation>domino {tile}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, selected</source>
        <translation>, sélectionné</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{n} tiles, face down</source>
        <translation>{n} dominos face cachée</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{n} tile, face down</source>
        <translation>{n} domino face cachée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{n} tiles</source>
        <translation>{n} dominos</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{n} tile</source>
        <translation>{n} domino</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, {k} playable</source>
        <translation>, jouables&#xa0;: {k}</translation>
    </message>
</context>
<context>
    <name>HandoffScreen</name>
    <message>
        <location filename="../ui/screens/handoff_screen.py" line="+50"/>
        <source>Pass the device</source>
        <translation>Passez l&apos;appareil</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>What just happened</source>
        <translation>Ce qui vient de se passer</translation>
    </message>
    <message>
        <location line="+69"/>
        <location line="+116"/>
        <source>Space, Enter or R</source>
        <translation>Espace, Entrée ou R</translation>
    </message>
    <message>
        <location line="-65"/>
        <source>Pass the device to {name}</source>
        <translation>Passez l&apos;appareil à {name}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name}&apos;s clock is running. {name}: press Reveal when only you can see the screen.</source>
        <translation>La pendule de {name} tourne. {name}&#xa0;: révélez votre main quand personne d&apos;autre ne voit l&apos;écran.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Both clocks are paused. {name}: press Reveal when only you can see the screen.</source>
        <translation>Les deux pendules sont en pause. {name}&#xa0;: révélez votre main quand personne d&apos;autre ne voit l&apos;écran.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>▼ next to act</source>
        <translation>▼ doit jouer</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+1"/>
        <source>Reveal {name}&apos;s hand</source>
        <translation>{name}, révélez votre main</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reveal {name}&apos;s hand; {name}&apos;s clock is already running (Space, Enter, R)</source>
        <translation>Révéler la main de {name}&#xa0;; la pendule de {name} tourne déjà (Espace, Entrée, R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reveal {name}&apos;s hand (Space, Enter, R)</source>
        <translation>Révéler la main de {name} (Espace, Entrée, R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reveal and start {name}&apos;s clock (Space, Enter, R)</source>
        <translation>Révéler la main de {name} et lancer sa pendule (Espace, Entrée, R)</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>In a moment: Space, Enter or R</source>
        <translation>Dans un instant&#xa0;: Espace, Entrée ou R</translation>
    </message>
</context>
<context>
    <name>HintBar</name>
    <message>
        <location filename="../ui/table/hint_bar.py" line="+35"/>
        <source>Hint</source>
        <translation>Indice</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Hint ({key})</source>
        <translation>Indice ({key})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The engine&apos;s best decision for you, from what you can see. Your clock runs while it looks.</source>
        <translation>La meilleure décision du moteur pour vous, d&apos;après ce que vous voyez. Votre pendule tourne pendant qu&apos;il cherche.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Looking for a hint… (your clock runs)</source>
        <translation>Recherche d&apos;un indice… (votre pendule tourne)</translation>
    </message>
</context>
<context>
    <name>HintPlay</name>
    <message>
        <location filename="../ui/hint_play.py" line="+74"/>
        <source>One choice only: nothing to advise.</source>
        <translation>Un seul choix possible&#xa0;: rien à conseiller.</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <location filename="../ui/dialogs/history_dialog.py" line="+461"/>
        <location line="+3"/>
        <source>Game history</source>
        <translation>Historique des parties</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Stored games</source>
        <translation>Parties enregistrées</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Started</source>
        <translation>Début</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How</source>
        <translation>Motif</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands</source>
        <translation>Manches</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Click to sort the games by this column; again, the other way.</source>
        <translation>Cliquez pour trier les parties selon cette colonne&#xa0;; cliquez encore pour l&apos;ordre inverse.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No game has been stored yet. Finished games and games in progress appear here.</source>
        <translation>Aucune partie enregistrée pour l&apos;instant. Les parties terminées et en cours s&apos;affichent ici.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Open replay</source>
        <translation>Ouvrir la relecture</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step through the selected game (Enter or double-click)</source>
        <translation>Parcourir la partie sélectionnée (Entrée ou double-clic)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go on with the selected game, kept to finish later</source>
        <translation>Continuer la partie sélectionnée, gardée pour plus tard</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+253"/>
        <source>Analyse</source>
        <translation>Analyser</translation>
    </message>
    <message>
        <location line="-251"/>
        <source>The engine values every decision of the selected game, from what its player could see</source>
        <translation>Le moteur évalue chaque décision de la partie choisie, d&apos;après ce que son joueur pouvait voir</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the selected game&apos;s record as a file</source>
        <translation>Enregistrer la partie sélectionnée dans un fichier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Import…</source>
        <translation>Importer…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a game from a record file</source>
        <translation>Ajouter une partie depuis un fichier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player profile…</source>
        <translation>Profil d&apos;un joueur…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rating and results of a player</source>
        <translation>Cote et résultats d&apos;un joueur</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cancel the analysis</source>
        <translation>Annuler l&apos;analyse</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>{n} game</source>
        <translation>{n} partie</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{n} games</source>
        <translation>{n} parties</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{n} finished</source>
        <comment>one game</comment>
        <translation>{n} terminée</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{n} finished</source>
        <comment>games</comment>
        <translation>{n} terminées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{n} in progress</source>
        <translation>{n} en cours</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>could not be read</source>
        <translation>illisible</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>in progress</source>
        <translation>en cours</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+13"/>
        <source>void</source>
        <translation>annulée</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>{name} won</source>
        <translation>{name} a gagné</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>points: the other had none left</source>
        <translation>points&#xa0;: l&apos;autre n&apos;en avait plus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on time</source>
        <translation>au temps</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>resignation</source>
        <translation>abandon</translation>
    </message>
    <message>
        <location line="+107"/>
        <source>A game kept to finish later: Enter, a double-click or Resume goes on with it. It cannot be replayed or exported before it is over (its record shows both hands).</source>
        <translation>Une partie gardée pour plus tard&#xa0;: Entrée, un double-clic ou Reprendre la continue. Elle ne peut être ni relue ni exportée avant la fin (son enregistrement montre les deux mains).</translation>
    </message>
    <message>
        <location line="+231"/>
        <source>The rules refused {n} move in it.</source>
        <translation>Les règles y ont refusé {n} coup.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rules refused {n} moves in it.</source>
        <translation>Les règles y ont refusé {n} coups.</translation>
    </message>
    <message>
        <location line="-358"/>
        <source>{a} v {b}</source>
        <translation>{a} contre {b}</translation>
    </message>
    <message>
        <location line="+133"/>
        <source>Enter or double-click opens the replay.</source>
        <translation>Entrée ou double-clic ouvre la relecture.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>This game cannot be replayed</source>
        <translation>Impossible de relire cette partie</translation>
    </message>
    <message>
        <location line="+148"/>
        <source>Export the game record</source>
        <translation>Exporter la partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+26"/>
        <source>Spectacular Bid records (*.json);;All files (*)</source>
        <translation>Parties Spectacular Bid (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="-39"/>
        <location line="+22"/>
        <source>The game was not exported</source>
        <translation>La partie n&apos;a pas été exportée</translation>
    </message>
    <message>
        <location line="-306"/>
        <source>damaged, left untouched</source>
        <translation>endommagée, laissée intacte</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>Show the analysis</source>
        <translation>Voir l&apos;analyse</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This game could not be read from the games file. It is kept as it is.</source>
        <translation>Cette partie n&apos;a pas pu être lue dans le fichier des parties. Elle est conservée telle quelle.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This is the game being played: it can be replayed and exported once it is over.</source>
        <translation>C&apos;est la partie en cours&#xa0;: elle pourra être relue et exportée une fois terminée.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Enter or double-click opens the replay, with the engine&apos;s analysis.</source>
        <translation>Entrée ou un double-clic ouvre la relecture, avec l&apos;analyse du moteur.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>This game cannot be analysed</source>
        <translation>Cette partie ne peut pas être analysée</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Analysing…</source>
        <translation>Analyse en cours…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Stopping…</source>
        <translation>Arrêt…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Decision {done} of {total}</source>
        <translation>Décision {done} sur {total}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The analysis could not be kept in the games file: {why}</source>
        <translation>L&apos;analyse n&apos;a pas pu être gardée dans le fichier des parties&#xa0;: {why}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The game could not be analysed</source>
        <translation>La partie n&apos;a pas pu être analysée</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The analysis was cancelled.</source>
        <translation>L&apos;analyse a été annulée.</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>This game is still being played: its record would show both hands. Export it once it is over.</source>
        <translation>Cette partie est encore en cours&#xa0;: son enregistrement montrerait les deux mains. Exportez-la une fois terminée.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Exported {a} v {b} to {file}.</source>
        <translation>Partie {a} contre {b} exportée vers {file}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Import a game record</source>
        <translation>Importer une partie</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The game was not imported</source>
        <translation>La partie n&apos;a pas été importée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} cannot be imported: {why}.</source>
        <translation>Impossible d&apos;importer {file}&#xa0;: {why}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Imported {a} v {b} from {file}.</source>
        <translation>Partie {a} contre {b} importée depuis {file}.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../ui/main_window.py" line="+113"/>
        <source>Spectacular Bid</source>
        <translation>Spectacular Bid</translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="+30"/>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play</source>
        <translation>&amp;Jouer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Bidding</source>
        <translation>&amp;Enchères</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>&amp;Resign…</source>
        <translation>&amp;Abandonner…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Resign</source>
        <translation>&amp;Abandonner</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>&amp;History and replays…</source>
        <translation>&amp;Historique et relectures…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Import a game record…</source>
        <translation>&amp;Importer une partie…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Reveal my hand</source>
        <translation>&amp;Révéler ma main</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Draw from the boneyard</source>
        <translation>&amp;Piocher</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Play at the &amp;west end</source>
        <translation>Jouer à l&apos;extrémité &amp;ouest</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play at the &amp;east end</source>
        <translation>Jouer à l&apos;extrémité &amp;est</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play at the &amp;north end</source>
        <translation>Jouer à l&apos;extrémité &amp;nord</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play at the &amp;south end</source>
        <translation>Jouer à l&apos;extrémité &amp;sud</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Cancel the tile choice</source>
        <translation>&amp;Annuler le choix du domino</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Hint</source>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose a tile: 1–9, or ←/→ and Enter</source>
        <translation>Choisir un domino&#xa0;: 1–9, ou ←/→ et Entrée</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Waive</source>
        <translation>&amp;Renoncer</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Accept the bid</source>
        <translation>&amp;Accepter l&apos;enchère</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Bid the amount shown</source>
        <translation>&amp;Enchérir du montant affiché</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Raise the amount	↑, +</source>
        <translation>Monter le montant	↑, +</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Lower the amount	↓, −</source>
        <translation>Baisser le montant	↓, −</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Smallest amount	Home</source>
        <translation>Plus petit montant	Début</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Largest amount	End</source>
        <translation>Plus grand montant	Fin</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Learn to pl&amp;ay</source>
        <translation>&amp;Apprendre à jouer</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>A&amp;bout Spectacular Bid</source>
        <translation>À pr&amp;opos de Spectacular Bid</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <location filename="../ui/table/event_log.py" line="+36"/>
        <source>— Hand {n} —</source>
        <translation>— Manche {n} —</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="+385"/>
        <source>⚠ Not saved</source>
        <translation>⚠ Non enregistrée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game is not saved yet; saving is tried again.</source>
        <translation>Cette partie n&apos;est pas encore enregistrée&#xa0;; l&apos;enregistrement est retenté.</translation>
    </message>
    <message>
        <location line="-75"/>
        <source>Held back: keys act after a moment&apos;s quiet. Pause, then press once.</source>
        <translation>Touche retenue&#xa0;: les touches agissent après un instant de calme. Faites une pause, puis appuyez une fois.</translation>
    </message>
    <message>
        <location line="-122"/>
        <source>{name}: press Reveal (Space, Enter or R) to see your hand first.</source>
        <translation>{name}&#xa0;: révélez d&apos;abord votre main (Espace, Entrée ou R).</translation>
    </message>
    <message>
        <location line="+348"/>
        <source>{name} goes out!</source>
        <translation>{name} sort&#xa0;!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Blocked: nobody can play.</source>
        <translation>Blocage&#xa0;: personne ne peut jouer.</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>{name} to bid for the opening</source>
        <translation>À {name} d&apos;enchérir pour l&apos;ouverture</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} to open the hand</source>
        <translation>À {name} d&apos;ouvrir la manche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} to play</source>
        <translation>À {name} de jouer</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Learn to play</source>
        <translation>Apprendre à jouer</translation>
    </message>
    <message>
        <location line="+137"/>
        <source>Game kept to finish later: History and replays… → Resume goes on with it.</source>
        <translation>Partie gardée pour plus tard&#xa0;: Historique et relectures… → Reprendre la poursuit.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Resume a game</source>
        <translation>Reprendre une partie</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The game you were playing is kept to finish later: History and replays… → Resume goes on with it.</source>
        <translation>La partie que vous jouiez est gardée pour plus tard&#xa0;: Historique et relectures… → Reprendre la poursuit.</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>The guided game gives no hints: its card says what each step asks.</source>
        <translation>La partie guidée ne donne pas d&apos;indice&#xa0;: son encadré dit ce que demande chaque étape.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hints are given in a practice game against the computer only.</source>
        <translation>Les indices ne sont donnés que dans une partie d&apos;entraînement contre l&apos;ordinateur.</translation>
    </message>
    <message>
        <location line="-163"/>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../ui/window_dialogs.py" line="+37"/>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games are not being saved in this window.</source>
        <translation>Les parties ne sont pas enregistrées dans cette fenêtre.</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>This game is not in the history: it cannot be analysed.</source>
        <translation>Cette partie n&apos;est pas dans l&apos;historique&#xa0;: elle ne peut pas être analysée.</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>&lt;p&gt;&lt;b&gt;Spectacular Bid&lt;/b&gt; {version}&lt;/p&gt;&lt;p&gt;A Fives dominoes duel for two players sharing one device: double‑six, end totals of 5,&#xa0;10,&#xa0;15… score, an auction for the right to open, and a game clock for each player.&lt;/p&gt;&lt;p&gt;Made with Python {python} and Qt {qt} (PySide6). MIT licence.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Spectacular Bid&lt;/b&gt; {version}&lt;/p&gt;&lt;p&gt;Un duel de dominos aux Fives pour deux joueurs sur un même appareil&#xa0;: double‑six, un total des extrémités de 5,&#xa0;10,&#xa0;15… qui marque, des enchères pour le droit d&apos;ouvrir, et une pendule pour chaque joueur.&lt;/p&gt;&lt;p&gt;Fait avec Python {python} et Qt {qt} (PySide6). Licence MIT.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>About Spectacular Bid</source>
        <translation>À propos de Spectacular Bid</translation>
    </message>
</context>
<context>
    <name>NewGameScreen</name>
    <message>
        <location filename="../app/names.py" line="+50"/>
        <source>Both names are too long: {a} and {b} characters, at most {n}.</source>
        <translation>Les deux noms sont trop longs&#xa0;: {a} et {b}&#xa0;caractères, {n} au plus.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Please enter both players&apos; names.</source>
        <translation>Entrez le nom des deux joueurs.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Please enter the first player&apos;s name.</source>
        <translation>Entrez le nom du premier joueur.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Please enter the second player&apos;s name.</source>
        <translation>Entrez le nom du second joueur.</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>The first player&apos;s name has {m} characters: at most {n}.</source>
        <translation>Le nom du premier joueur a {m}&#xa0;caractères&#xa0;: {n} au plus.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The second player&apos;s name has {m} characters: at most {n}.</source>
        <translation>Le nom du second joueur a {m}&#xa0;caractères&#xa0;: {n} au plus.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The two players need different names.</source>
        <translation>Les deux joueurs doivent avoir des noms différents.</translation>
    </message>
    <message>
        <location filename="../ui/screens/new_game_screen.py" line="+162"/>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spectacular Bid</source>
        <translation>Spectacular Bid</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+245"/>
        <source>A Fives dominoes duel for two players sharing one screen</source>
        <translation>Un duel de dominos aux Fives pour deux joueurs sur un même écran</translation>
    </message>
    <message>
        <location line="-241"/>
        <source>Each player starts with 150 points. Score when the open ends add up to 5, 10, 15…; when a player goes out, bid to open the next hand; and mind your clock: 10 s per decision, then a 2-minute reserve for the whole game. The first player to run out of points or time loses.</source>
        <translation>Chacun commence avec 150 points. Marquez quand le total des extrémités vaut 5, 10, 15…&#xa0;; quand un joueur sort, enchérissez pour ouvrir la manche suivante&#xa0;; surveillez votre pendule&#xa0;: 10 s par décision, puis 2 minutes de réserve pour la partie. Le premier à court de points ou de temps perd.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Play against</source>
        <translation>Jouer contre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A person</source>
        <translation>Une personne</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play against a person sharing this screen</source>
        <translation>Jouer contre une personne qui partage cet écran</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer</source>
        <translation>L&apos;ordinateur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Practise against the computer</source>
        <translation>S&apos;entraîner contre l&apos;ordinateur</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Quick and human: it makes natural mistakes</source>
        <translation>Rapide et humain&#xa0;: il fait des erreurs naturelles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Thinks a little ahead</source>
        <translation>Anticipe quelques coups</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The strongest: weighs many possible deals</source>
        <translation>Le plus fort&#xa0;: il envisage de nombreuses donnes possibles</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+83"/>
        <location line="+100"/>
        <location line="+1"/>
        <source>First player</source>
        <translation>Premier joueur</translation>
    </message>
    <message>
        <location line="-184"/>
        <source>e.g. Ana</source>
        <translation>ex.&#xa0;: Ana</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+82"/>
        <location line="+102"/>
        <source>Second player</source>
        <translation>Second joueur</translation>
    </message>
    <message>
        <location line="-184"/>
        <source>e.g. Ben</source>
        <translation>ex.&#xa0;: Ben</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Problem with the names</source>
        <translation>Problème avec les noms</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+2"/>
        <source>Start the game</source>
        <translation>Démarrer la partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start (Enter)</source>
        <translation>Démarrer (Entrée)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Learn to play</source>
        <translation>Apprendre à jouer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A guided game that teaches the rules step by step</source>
        <translation>Une partie guidée qui enseigne les règles pas à pas</translation>
    </message>
    <message>
        <location line="+41"/>
        <location line="+93"/>
        <location line="+1"/>
        <source>Your name</source>
        <translation>Votre nom</translation>
    </message>
    <message>
        <location line="-94"/>
        <location line="+95"/>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>A Fives dominoes duel against the computer</source>
        <translation>Un duel de dominos aux Fives contre l&apos;ordinateur</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Enter starts. Your clock runs on your turns, the computer&apos;s while it thinks.</source>
        <translation>Entrée pour démarrer. Votre pendule tourne à votre tour, celle de l&apos;ordinateur pendant qu&apos;il réfléchit.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Enter starts. No clock runs until the first player reveals their hand.</source>
        <translation>Entrée pour démarrer. Aucune pendule ne tourne avant que le premier joueur ait révélé sa main.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Please enter your name.</source>
        <translation>Veuillez saisir votre nom.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Your name has {m} characters: at most {n}.</source>
        <translation>Votre nom a {m}&#xa0;caractères&#xa0;: {n} au plus.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../ui/dialogs/preferences.py" line="+49"/>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer opponent</source>
        <translation>L&apos;adversaire ordinateur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game&apos;s own computer, at the level chosen for each game</source>
        <translation>L&apos;ordinateur du jeu, au niveau choisi pour chaque partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Another engine: a program that speaks the engine protocol</source>
        <translation>Un autre moteur&#xa0;: un programme qui parle le protocole des moteurs</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The engine&apos;s command line</source>
        <translation>La ligne de commande du moteur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Try</source>
        <translation>&amp;Essayer</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A clock is running: it keeps running while the preferences are open.</source>
        <translation>Une pendule tourne&#xa0;: elle continue de tourner pendant que les préférences sont ouvertes.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Type the engine&apos;s command line, or choose the game&apos;s own computer.</source>
        <translation>Tapez la ligne de commande du moteur, ou choisissez l&apos;ordinateur du jeu.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Asking {command}…</source>
        <translation>Question posée à {command}…</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>It answered: {answer}</source>
        <translation>Il a répondu&#xa0;: {answer}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It did not answer as the protocol asks: {reason}</source>
        <translation>Il n&apos;a pas répondu comme le protocole le demande&#xa0;: {reason}</translation>
    </message>
</context>
<context>
    <name>ProfileDialog</name>
    <message>
        <location filename="../ui/dialogs/profile_dialog.py" line="+198"/>
        <source>Profile of {name}</source>
        <translation>Profil de {name}</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Rating (Glicko-2)</source>
        <translation>Cote (Glicko-2)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>on points</source>
        <translation>aux points</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>on time</source>
        <translation>au temps</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>by resignation</source>
        <translation>par abandon</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>total</source>
        <translation>total</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Losses</source>
        <translation>Défaites</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Rating over time</source>
        <translation>Évolution de la cote</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>± {spread}</source>
        <translation>± {spread}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>95% range {low}–{high} · RD {rd}</source>
        <translation>À 95&#xa0;%&#xa0;: {low}–{high} · RD&#xa0;{rd}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The rating is within 2 rating deviations (RD) of the true strength 95 times out of 100.</source>
        <translation>La cote est à moins de 2 écarts (RD) du niveau réel 95 fois sur 100.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No rated game yet: this is the start rating.</source>
        <translation>Aucune partie classée&#xa0;: cote de départ.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Provisional after {n} rated game: the range will narrow with more games.</source>
        <translation>Provisoire après {n} partie classée&#xa0;: l&apos;intervalle se resserrera au fil des parties.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Provisional after {n} rated games: the range will narrow with more games.</source>
        <translation>Provisoire après {n} parties classées&#xa0;: l&apos;intervalle se resserrera au fil des parties.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Established after {n} rated games.</source>
        <translation>Établi après {n} parties classées.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Established after {n} rated game.</source>
        <translation>Établi après {n} partie classée.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{n} game against a person</source>
        <translation>{n} partie contre une personne</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{n} games against people</source>
        <translation>{n} parties contre des personnes</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Void games: {n} (no winner, no rating change)</source>
        <translation>Parties annulées&#xa0;: {n} (sans vainqueur, cote inchangée)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Void games: 0</source>
        <translation>Parties annulées&#xa0;: 0</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{level}: {won} won, {lost} lost</source>
        <translation>{level}&#xa0;: victoires {won}, défaites {lost}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Practice against the computer (not rated) · {levels}</source>
        <translation>Entraînement contre l&apos;ordinateur (non classé) · {levels}</translation>
    </message>
</context>
<context>
    <name>RatingChart</name>
    <message>
        <location line="-265"/>
        <source>Rating over time</source>
        <translation>Évolution de la cote</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{n} rated game</source>
        <translation>{n} partie classée</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{n} rated games</source>
        <translation>{n} parties classées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, from {a:.0f} to {b:.0f}</source>
        <translation>, de {a:.0f} à {b:.0f}</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+46"/>
        <source>No rated game yet</source>
        <translation>Aucune partie classée</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>rated games</source>
        <translation>parties classées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rating</source>
        <translation>cote</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rating after each game</source>
        <translation>cote après chaque partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>95% range (± 2 RD)</source>
        <translation>intervalle à 95&#xa0;% (± 2 RD)</translation>
    </message>
</context>
<context>
    <name>ReplayViewer</name>
    <message>
        <location filename="../ui/dialogs/replay_viewer.py" line="+492"/>
        <source>Replay: {a} v {b}</source>
        <translation>Relecture&#xa0;: {a} contre {b}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The record stops at event {i}: {why}</source>
        <translation>L&apos;enregistrement s&apos;arrête à l&apos;événement {i}&#xa0;: {why}</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+4"/>
        <source>{a} v {b}</source>
        <translation>{a} contre {b}</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>A review: both hands are shown face up.</source>
        <translation>Relecture&#xa0;: les deux mains sont visibles.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not finished</source>
        <translation>Non terminée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game is not finished, yet both hands are shown face up: keep it from the players.</source>
        <translation>Partie non terminée, mains visibles&#xa0;: ne la montrez pas aux joueurs.</translation>
    </message>
    <message>
        <location line="+49"/>
        <location line="+3"/>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>at {t} game time</source>
        <translation>à {t} de jeu</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+293"/>
        <source>Reserves over the game</source>
        <translation>Réserves au fil de la partie</translation>
    </message>
    <message>
        <location line="-274"/>
        <source>The event explained</source>
        <translation>L&apos;événement expliqué</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+254"/>
        <source>Expected balance over the game</source>
        <translation>Solde attendu au fil de la partie</translation>
    </message>
    <message>
        <location line="-252"/>
        <location line="+254"/>
        <source>Reserves</source>
        <translation>Réserves</translation>
    </message>
    <message>
        <location line="-218"/>
        <source>« First</source>
        <translation>« Début</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>◀ Back</source>
        <translation>◀ Précédent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next ▶</source>
        <translation>Suivant ▶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last »</source>
        <translation>Fin »</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First event (Home)</source>
        <translation>Premier événement (Début, ↖)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Previous event (←)</source>
        <translation>Événement précédent (←)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Next event (→)</source>
        <translation>Événement suivant (→)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Last event (End)</source>
        <translation>Dernier événement (Fin)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Event</source>
        <translation>Événement</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location line="+198"/>
        <source>Balances</source>
        <translation>Soldes</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Winner</source>
        <translation>Vainqueur</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Hand {hand} · end total {total} · boneyard: </source>
        <translation>Manche {hand} · total des extrémités {total} · pioche&#xa0;: </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{n} tile</source>
        <translation>{n} domino</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{n} tiles</source>
        <translation>{n} dominos</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no event</source>
        <translation>aucun événement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This record has no event: the game was dealt and never started.</source>
        <translation>Aucun événement enregistré&#xa0;: la partie a été distribuée mais jamais commencée.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{i} / {n} · {t}</source>
        <translation>{i} / {n} · {t}</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>{event} — too late: {why}</source>
        <translation>{event} — trop tard&#xa0;: {why}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{event} — refused: {why}</source>
        <translation>{event} — refusé&#xa0;: {why}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Event {i} of {n}, at {t}</source>
        <translation>Événement {i} sur {n}, à {t}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Too late: the clock had run out, so the event was refused.</source>
        <translation>Trop tard&#xa0;: temps épuisé, événement refusé.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Refused: {why}. Nothing changed.</source>
        <translation>Refusé&#xa0;: {why}. Rien n&apos;a changé.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>{name}: no decision with a choice.</source>
        <translation>{name}&#xa0;: aucune décision avec un choix.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>In the moves: ?? a blunder, ? a mistake, ?! an inaccuracy.</source>
        <translation>Dans les coups&#xa0;:&#xa0;?? une gaffe,&#xa0;? une erreur,&#xa0;?! une imprécision.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The engine&apos;s review: no decision in this game had a choice, so there is nothing to value.</source>
        <translation>L&apos;analyse du moteur&#xa0;: aucune décision de cette partie n&apos;avait de choix, il n&apos;y a donc rien à évaluer.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{n} blunder</source>
        <translation>{n} gaffe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{n} blunders</source>
        <translation>{n} gaffes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{n} mistake</source>
        <translation>{n} erreur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{n} mistakes</source>
        <translation>{n} erreurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{n} inaccuracy</source>
        <translation>{n} imprécision</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{n} inaccuracies</source>
        <translation>{n} imprécisions</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no costly decision</source>
        <translation>aucune décision coûteuse</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name}: no points lost in {decisions}; {classes}.</source>
        <translation>{name}&#xa0;: aucun point perdu en {decisions}&#xa0;; {classes}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name}: about {lost} lost in {decisions}, none in the bidding; {classes}.</source>
        <translation>{name}&#xa0;: une perte d&apos;environ {lost} en {decisions}, aucune aux enchères&#xa0;; {classes}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}: about {lost} lost in {decisions}, none in the play; {classes}.</source>
        <translation>{name}&#xa0;: une perte d&apos;environ {lost} en {decisions}, aucune au jeu&#xa0;; {classes}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}: about {lost} lost in {decisions} ({bidding} in the bidding, {play} in the play); {classes}.</source>
        <translation>{name}&#xa0;: une perte d&apos;environ {lost} en {decisions} ({bidding} aux enchères, {play} au jeu)&#xa0;; {classes}.</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>{n} decision with a choice</source>
        <translation>{n} décision avec un choix</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Points given up against the engine&apos;s best choice, added up over the game (expected points, not points paid):</source>
        <translation>Points perdus par rapport au meilleur choix du moteur, additionnés sur la partie (des points espérés, pas des points réellement payés)&#xa0;:</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>{n} decisions with a choice</source>
        <translation>{n} décisions avec un choix</translation>
    </message>
</context>
<context>
    <name>ReserveChart</name>
    <message>
        <location line="-897"/>
        <source>Reserves over the game</source>
        <translation>Réserves au fil de la partie</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>game time</source>
        <translation>temps de jeu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reserve</source>
        <translation>réserve</translation>
    </message>
</context>
<context>
    <name>RulesPanel</name>
    <message>
        <location filename="../ui/dialogs/rules_help.py" line="+353"/>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
</context>
<context>
    <name>SoundBox</name>
    <message>
        <location filename="../ui/dialogs/preferences.py" line="-233"/>
        <source>Sound</source>
        <translation>Son</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play sounds</source>
        <translation>&amp;Jouer les sons</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Volume</source>
        <translation>Volume</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Volume</source>
        <translation>&amp;Volume</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No audio device was found: the game is silent for now.</source>
        <translation>Aucune sortie audio trouvée&#xa0;: le jeu est muet pour l&apos;instant.</translation>
    </message>
</context>
<context>
    <name>SummaryScreen</name>
    <message>
        <location filename="../ui/screens/summary_screen.py" line="+250"/>
        <source>Summary</source>
        <translation>Décompte</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Transfers</source>
        <translation>Transferts</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Other events</source>
        <translation>Autres événements</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The hand&apos;s account</source>
        <translation>Le compte de la manche</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Continue — deal the next hand</source>
        <translation>Continuer — manche suivante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Continue</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal the next hand (Enter)</source>
        <translation>Distribuer la manche suivante (Entrée)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replay ({key})</source>
        <translation>Relire ({key})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay</source>
        <translation>Relire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step through this game with both hands shown</source>
        <translation>Parcourir cette partie, les deux mains visibles</translation>
    </message>
    <message>
        <location line="+355"/>
        <source>Analyse ({key})</source>
        <translation>Analyser ({key})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Analyse</source>
        <translation>Analyser</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The engine values every decision of this game, from what its player could see, then the replay shows where points were lost</source>
        <translation>Le moteur évalue chaque décision de cette partie, d&apos;après ce que son joueur pouvait voir, puis la relecture montre où des points ont été perdus</translation>
    </message>
    <message>
        <location line="-349"/>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <location line="+307"/>
        <source>Hand {n} is over</source>
        <translation>Fin de la manche {n}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{name} is the jockey and opens the next hand: {other} cannot pay {amount} and waives.</source>
        <translation>{name} est le jockey et ouvre la manche suivante&#xa0;: {other} ne peut payer {amount} et renonce.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>After a block the next hand opens by rank, with no bidding: the highest double opens (without a double, the highest pip total).</source>
        <translation>Après un blocage, la manche suivante s&apos;ouvre selon le rang des dominos, sans enchères&#xa0;: le plus gros double ouvre (sans double, la plus forte somme).</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Analysis ({key})</source>
        <translation>L&apos;analyse ({key})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the analysis</source>
        <translation>Voir l&apos;analyse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The replay of this game with its analysis: where points were lost</source>
        <translation>La relecture de cette partie avec son analyse&#xa0;: où des points ont été perdus</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>A provisional rating moves a lot over a player&apos;s first games, while their strength is still little known; it settles as they play. The history shows each player&apos;s profile.</source>
        <translation>Une cote provisoire varie beaucoup au cours des premières parties d&apos;un joueur, tant que sa force est encore mal connue&#xa0;; elle se stabilise à mesure qu&apos;il joue. L&apos;historique montre le profil de chaque joueur.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{balances} · Practice: no rating change.</source>
        <translation>{balances} · Entraînement&#xa0;: cote inchangée.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{balances} · Not saved: the games file could not be opened, so the ratings stay as they are for now.</source>
        <translation>{balances} · Non enregistrée&#xa0;: le fichier des parties n&apos;a pas pu être ouvert, les cotes restent donc inchangées pour l&apos;instant.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{balances} · Not saved yet: the ratings change once the game is saved.</source>
        <translation>{balances} · Pas encore enregistrée&#xa0;: les cotes changeront une fois la partie enregistrée.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>{name} {before} → {after} ({change}, provisional)</source>
        <translation>{name} {before} → {after} ({change}, provisoire)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} {before} → {after} ({change})</source>
        <translation>{name} {before} → {after} ({change})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ratings: {a} · {b}</source>
        <translation>Cotes&#xa0;: {a} · {b}</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s tiles: {tiles}</source>
        <translation>Dominos de {name}&#xa0;: {tiles}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{n} pip in hand (not counted)</source>
        <translation>somme en main&#xa0;: {n} (non comptée)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{n} pips in hand (not counted)</source>
        <translation>somme en main&#xa0;: {n} (non comptée)</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+1"/>
        <source>No transfer.</source>
        <translation>Aucun transfert.</translation>
    </message>
    <message>
        <location line="-148"/>
        <source>No rating change: a void game has no result.</source>
        <translation>Cote inchangée&#xa0;: une partie annulée n&apos;a pas de résultat.</translation>
    </message>
    <message>
        <location line="-423"/>
        <source>New game ({key})</source>
        <translation>Nouvelle partie ({key})</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Quit ({key})</source>
        <translation>Quitter ({key})</translation>
    </message>
    <message>
        <location line="+323"/>
        <source>{name} is the jockey for the next hand&apos;s bidding.</source>
        <translation>{name} sera le jockey aux enchères de la manche suivante.</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Final balances: {a} {pa} — {b} {pb}</source>
        <translation>Soldes finaux&#xa0;: {a} {pa} — {b} {pb}</translation>
    </message>
    <message>
        <location line="+152"/>
        <source>{n} pips in hand</source>
        <translation>somme en main&#xa0;: {n}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{n} pip in hand</source>
        <translation>somme en main&#xa0;: {n}</translation>
    </message>
</context>
<context>
    <name>TableWidget</name>
    <message>
        <location filename="../ui/table/table_widget.py" line="+134"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location line="+123"/>
        <source>END TOTAL</source>
        <translation>TOTAL DES EXTRÉMITÉS</translation>
    </message>
    <message>
        <location line="+400"/>
        <source>the centre</source>
        <translation>le centre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>west</source>
        <translation>ouest</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>east</source>
        <translation>est</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>north</source>
        <translation>nord</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>south</source>
        <translation>sud</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No tile played yet.</source>
        <translation>Aucun domino posé.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{end} shows {value}</source>
        <translation>{end} montre {value}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{n} tile played.</source>
        <translation>{n} domino posé.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{n} tiles played.</source>
        <translation>{n} dominos posés.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> End total {total}. Open ends: {ends}.</source>
        <translation> Total des extrémités&#xa0;: {total}. Extrémités ouvertes&#xa0;: {ends}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You can play at: {where}.</source>
        <translation>Extrémités jouables&#xa0;: {where}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Selected: {end}.</source>
        <translation>Sélection&#xa0;: {end}.</translation>
    </message>
</context>
<context>
    <name>TilesRow</name>
    <message>
        <location filename="../ui/screens/summary_screen.py" line="-766"/>
        <location line="+17"/>
        <source>no tiles left</source>
        <translation>plus aucun domino</translation>
    </message>
</context>
<context>
    <name>TutorialMode</name>
    <message>
        <location filename="../ui/tutorial_mode.py" line="+158"/>
        <source>The lesson is over: Enter plays a practice game, or leave the tutorial.</source>
        <translation>La leçon est finie&#xa0;: Entrée lance une partie d&apos;entraînement, ou quittez le tutoriel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} is playing…</source>
        <translation>{name} joue…</translation>
    </message>
    <message>
        <location line="+79"/>
        <location line="+39"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Learn to play goes on from step {n} of {total} next time, the clocks as you left them.</source>
        <translation>La prochaine fois, Apprendre à jouer reprendra à l&apos;étape {n} sur {total}&#xa0;; les pendules n&apos;auront pas bougé.</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>Your reserve ran out: a player whose clock runs out loses the game. Try this step again, start over, or play a practice game.</source>
        <translation>Votre réserve est épuisée&#xa0;: le joueur dont la pendule s&apos;épuise perd la partie. Refaites cette étape, recommencez depuis le début, ou jouez une partie d&apos;entraînement.</translation>
    </message>
</context>
<context>
    <name>_PlayerCard</name>
    <message>
        <location filename="../ui/dialogs/replay_viewer.py" line="+99"/>
        <source>points</source>
        <translation>points</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reserve</source>
        <translation>réserve</translation>
    </message>
    <message>
        <location line="+107"/>
        <source>{n} tile</source>
        <translation>{n} domino</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{n} tiles</source>
        <translation>{n} dominos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, {n} pip</source>
        <translation>, somme {n}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>, {n} pips</source>
        <translation>, somme {n}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no tiles left</source>
        <translation>plus aucun domino</translation>
    </message>
</context>
<context>
    <name>launch</name>
    <message>
        <location filename="../ui/launch.py" line="+110"/>
        <source>The saved games are open in another copy of Spectacular Bid. Games played here are not saved while it has them; once it has quit, saving starts again at the next new game, or on quitting.</source>
        <translation>Les parties enregistrées sont ouvertes dans une autre copie de Spectacular Bid. Les parties jouées ici ne sont pas enregistrées tant qu&apos;elle les garde&#xa0;; une fois qu&apos;elle est fermée, l&apos;enregistrement reprend à la prochaine nouvelle partie, ou en quittant.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+3"/>
        <source>Games not saved</source>
        <translation>Parties non enregistrées</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The saved games are open again: games are saved from now on.</source>
        <translation>Les parties enregistrées sont de nouveau ouvertes&#xa0;: les parties sont enregistrées dès maintenant.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games saved again</source>
        <translation>Parties de nouveau enregistrées</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Games file damaged</source>
        <translation>Fichier des parties endommagé</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>Games file replaced</source>
        <translation>Fichier des parties remplacé</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The games file was deleted or replaced while the program ran. The game being played is saved, whole, in the file now there; games saved only in the old one are not in it.</source>
        <translation>Le fichier des parties a été supprimé ou remplacé pendant que le programme tournait. La partie en cours est enregistrée, en entier, dans le fichier qui s&apos;y trouve maintenant&#xa0;; les parties enregistrées seulement dans l&apos;ancien n&apos;y sont pas.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The games file was deleted or replaced while the program ran. The game being played could not be saved in the file now there; saving is tried again at every move.</source>
        <translation>Le fichier des parties a été supprimé ou remplacé pendant que le programme tournait. La partie en cours n&apos;a pas pu être enregistrée dans le fichier qui s&apos;y trouve maintenant&#xa0;; l&apos;enregistrement est retenté à chaque coup.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The games file was deleted or replaced while the program ran, and no file could take its place: the game being played is not saved.</source>
        <translation>Le fichier des parties a été supprimé ou remplacé pendant que le programme tournait, et aucun fichier n&apos;a pu le remplacer&#xa0;: la partie en cours n&apos;est pas enregistrée.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>The game could not be saved: the disk is full.</source>
        <translation>La partie n&apos;a pas pu être enregistrée&#xa0;: le disque est plein.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game could not be saved: the games file can no longer be written.</source>
        <translation>La partie n&apos;a pas pu être enregistrée&#xa0;: le fichier des parties ne peut plus être écrit.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game could not be saved (the details say why).</source>
        <translation>La partie n&apos;a pas pu être enregistrée (les détails disent pourquoi).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It goes on; saving is tried again at every move, every five seconds and before quitting.</source>
        <translation>Elle continue&#xa0;; l&apos;enregistrement est retenté à chaque coup, toutes les cinq secondes et avant de quitter.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The preferences file {file} is larger than 1 MB, far more than preferences take: the game starts with its default preferences, and keeps none of the changes made now. Remove it to have them kept again.</source>
        <translation>Le fichier des préférences {file} dépasse 1 Mo, bien plus que n&apos;en prennent des préférences&#xa0;: le jeu démarre avec ses préférences par défaut et ne conserve aucun des changements faits maintenant. Supprimez-le pour qu&apos;elles soient de nouveau conservées.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Preferences not kept</source>
        <translation>Préférences non conservées</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>The preferences file {file} is not a file (a pipe, a folder or a device): the game starts with its default preferences, and keeps none of the changes made now. Remove it to have them kept again.</source>
        <translation>Le fichier des préférences {file} n&apos;est pas un fichier (un tube, un dossier ou un périphérique)&#xa0;: le jeu démarre avec ses préférences par défaut et ne conserve aucun des changements faits maintenant. Supprimez-le pour qu&apos;elles soient de nouveau conservées.</translation>
    </message>
    <message>
        <location line="-130"/>
        <source>Game not saved</source>
        <translation>Partie non enregistrée</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>The game is saved again, every move included.</source>
        <translation>La partie est de nouveau enregistrée, tous les coups compris.</translation>
    </message>
</context>
<context>
    <name>messages</name>
    <message>
        <location filename="../app/messages.py" line="+112"/>
        <source>End total {total} → {name} +{paid} (all {other} had)</source>
        <translation>Total des extrémités {total} → {name} +{paid} (tout ce qu&apos;avait {other})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End total {total} → {name} +{paid}</source>
        <translation>Total des extrémités {total} → {name} +{paid}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} cannot play and passes</source>
        <translation>{name} ne peut jouer et passe</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} goes out and is the next jockey</source>
        <translation>{name} sort et sera le jockey de la manche suivante</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} cannot pay {amount} and waives</source>
        <translation>{name} ne peut payer {amount} et renonce</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} cannot overbid and accepts</source>
        <translation>{name} ne peut surenchérir et accepte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} cannot overbid {bid} and accepts</source>
        <translation>{name} ne peut surenchérir sur {bid} et accepte</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+163"/>
        <source>{name} ran out of time</source>
        <translation>{name} n&apos;a plus de temps</translation>
    </message>
    <message>
        <location line="-157"/>
        <source>Block: both hands count {pips} → nothing paid</source>
        <translation>Blocage&#xa0;: chaque main totalise {pips} → aucun paiement</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Block: {payer}&apos;s {pips} rounds to {due} → nothing paid</source>
        <translation>Blocage&#xa0;: la somme de {payer} ({pips}) s&apos;arrondit à {due} → aucun paiement</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Block: {payer}&apos;s {pips} rounds to {due} → {name} +{paid} (all {payer} had)</source>
        <translation>Blocage&#xa0;: la somme de {payer} ({pips}) s&apos;arrondit à {due} → {name} +{paid} (tout ce qu&apos;avait {payer})</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Block: {payer}&apos;s {pips} rounds to {due} → {name} +{paid}</source>
        <translation>Blocage&#xa0;: la somme de {payer} ({pips}) s&apos;arrondit à {due} → {name} +{paid}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Bid {bid} − {discount} jockey discount → {name} pays {paid}</source>
        <translation>Enchère {bid} − {discount} de remise du jockey → {name} paie {paid}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bid {bid} → {name} pays {paid}</source>
        <translation>Enchère {bid} → {name} paie {paid}</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>the system clock went backwards</source>
        <translation>l&apos;horloge du système a reculé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its saved record cannot be replayed</source>
        <translation>son enregistrement ne peut pas être rejoué</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its saved start time cannot be read</source>
        <translation>son heure de début enregistrée est illisible</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The game is void: {detail}</source>
        <translation>Partie annulée&#xa0;: {detail}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game is void</source>
        <translation>Partie annulée</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{winner} wins: {loser} has no points left</source>
        <translation>{winner} gagne&#xa0;: {loser} n&apos;a plus de points</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{winner} wins on time</source>
        <translation>{winner} gagne au temps</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{loser} resigns: {winner} wins</source>
        <translation>{loser} abandonne&#xa0;: {winner} gagne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{winner} wins</source>
        <translation>{winner} gagne</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>The game is over</source>
        <translation>La partie est terminée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This comes before the game&apos;s last event</source>
        <translation>Cela précède le dernier événement de la partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That is not an action of this game</source>
        <translation>Ce n&apos;est pas une action de cette partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no seat {name}: the seats are 0 and 1</source>
        <translation>Il n&apos;y a pas de place {name}&#xa0;: les places sont 0 et 1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not now: the game waits for {awaiting}</source>
        <translation>Pas maintenant&#xa0;: la partie attend {awaiting}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It is not {name}&apos;s turn</source>
        <translation>Ce n&apos;est pas le tour de {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game has already started</source>
        <translation>La partie a déjà commencé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No hand has ended</source>
        <translation>Aucune manche n&apos;est terminée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody has to take the device now</source>
        <translation>Personne n&apos;a à prendre l&apos;appareil maintenant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{tile} is not in {name}&apos;s hand</source>
        <translation>{tile} n&apos;est pas dans la main de {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The opening tile is not played at an end</source>
        <translation>Le domino d&apos;ouverture ne se joue pas à une extrémité</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{west} is not a half of {tile}</source>
        <translation>{west} n&apos;est pas une moitié de {tile}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the end to play at</source>
        <translation>Choisissez l&apos;extrémité où jouer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no end called “{end}”</source>
        <translation>Il n&apos;y a pas d&apos;extrémité «&#xa0;{end}&#xa0;»</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The {end} end is not open</source>
        <translation>L&apos;extrémité {end} n&apos;est pas ouverte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{tile} does not fit the {end} end, which shows {shows}</source>
        <translation>{tile} ne va pas à l&apos;extrémité {end}, qui montre {shows}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The hand opens with a tile, not a draw</source>
        <translation>La manche s&apos;ouvre avec un domino, pas une pioche</translation>
    </message>
    <message numerus="yes">
        <location line="-30"/>
        <source>{name} cannot pay %n point(s)</source>
        <translation>
            <numerusform>{name} ne peut pas payer %n point</numerusform>
            <numerusform>{name} ne peut pas payer %n points</numerusform>
        </translation>
    </message>
    <message>
        <location line="-77"/>
        <source>its saved times reach beyond any date</source>
        <translation>ses temps enregistrés vont au-delà de toute date</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>{name} cannot pay {cost} points</source>
        <translation>{name} ne peut pas payer {cost} points</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>{name} must open with {tile}: this hand opens by rank</source>
        <translation>{name} doit ouvrir avec {tile}&#xa0;: cette manche s&apos;ouvre selon le rang des dominos</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{name} has a tile to play and may not draw</source>
        <translation>{name} a un domino à jouer et ne peut pas piocher</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The boneyard is empty</source>
        <translation>La pioche est vide</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} faces a bid of {bid}: accept it or bid more</source>
        <translation>{name} doit accepter l&apos;enchère de {bid} ou surenchérir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A bid is a whole number of points</source>
        <translation>Une enchère est un nombre entier de points</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The smallest bid is {smallest}</source>
        <translation>L&apos;enchère minimale est {smallest}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bids are multiples of {step}</source>
        <translation>Les enchères sont des multiples de {step}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no bid to accept</source>
        <translation>Il n&apos;y a pas d&apos;enchère à accepter</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>seat {n}</source>
        <translation>place {n}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>west</source>
        <translation>ouest</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>east</source>
        <translation>est</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>north</source>
        <translation>nord</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>south</source>
        <translation>sud</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the start</source>
        <translation>le début</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the next hand</source>
        <translation>la manche suivante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a player to take the device</source>
        <translation>qu&apos;un joueur prenne l&apos;appareil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a play or a draw</source>
        <translation>un coup ou une pioche</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Next: the game starts</source>
        <translation>Ensuite&#xa0;: la partie commence</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next: the next hand is dealt</source>
        <translation>Ensuite&#xa0;: la manche suivante est distribuée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next: {name} takes the device</source>
        <translation>Ensuite&#xa0;: {name} prend l&apos;appareil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next: {name} plays or draws</source>
        <translation>Ensuite&#xa0;: {name} joue ou pioche</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>{name} opens with {tile}</source>
        <translation>{name} ouvre avec {tile}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} plays {tile} {end}</source>
        <translation>{name} pose {tile} à l&apos;extrémité {end}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game starts</source>
        <translation>La partie commence</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next hand is dealt</source>
        <translation>La manche suivante est distribuée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} takes the device</source>
        <translation>{name} prend l&apos;appareil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} draws</source>
        <translation>{name} pioche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} waives</source>
        <translation>{name} renonce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} accepts</source>
        <translation>{name} accepte</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+149"/>
        <source>{name} resigns</source>
        <translation>{name} abandonne</translation>
    </message>
    <message>
        <location line="-148"/>
        <source>Time passes</source>
        <translation>Le temps passe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is made void</source>
        <translation>La partie est annulée</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{tile} fits no open end: draw from the boneyard.</source>
        <translation>{tile} ne va à aucune extrémité&#xa0;: piochez.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{tile} fits no open end (the ends show {ends}).</source>
        <translation>{tile} ne va à aucune extrémité (elles montrent {ends}).</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>the game is not finished</source>
        <translation>la partie n&apos;est pas terminée</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{name} went out!</source>
        <translation>{name} sort&#xa0;!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blocked: pips in hand {a} {pa}, {b} {pb}</source>
        <translation>Blocage&#xa0;: sommes en main {a} {pa}, {b} {pb}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{head} → equal sums, nobody pays</source>
        <translation>{head} → sommes égales, personne ne paie</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{pips} rounds to {due}</source>
        <translation>{pips} s&apos;arrondit à {due}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{head} → {rounding} → nothing to pay</source>
        <translation>{head} → {rounding} → rien à payer</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{head} → {rounding} → {name} +{paid} (all {payer} had)</source>
        <translation>{head} → {rounding} → {name} +{paid} (tout ce qu&apos;avait {payer})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{head} → {rounding} → {name} +{paid}</source>
        <translation>{head} → {rounding} → {name} +{paid}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{head} → nothing to pay</source>
        <translation>{head} → rien à payer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{head} → {name} +{paid} (all {payer} had)</source>
        <translation>{head} → {name} +{paid} (tout ce qu&apos;avait {payer})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{head} → {name} +{paid}</source>
        <translation>{head} → {name} +{paid}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Void game — no winner</source>
        <translation>Partie annulée — pas de vainqueur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} wins the game!</source>
        <translation>{name} gagne la partie&#xa0;!</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The game is void: {detail}.</source>
        <translation>Partie annulée&#xa0;: {detail}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game is void: the clocks could not be trusted.</source>
        <translation>Partie annulée&#xa0;: les pendules n&apos;étaient pas fiables.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{loser} has no points left.</source>
        <translation>{loser} n&apos;a plus de points.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{loser}&apos;s clock ran out.</source>
        <translation>{loser} a épuisé son temps.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{loser} resigned.</source>
        <translation>{loser} a abandonné.</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>{name} drew {n} tiles, cannot play and passes: your turn next.</source>
        <translation>{name} a pioché {n} dominos, ne peut pas jouer et passe&#xa0;: à vous ensuite.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} drew the last tile, cannot play and passes: your turn next.</source>
        <translation>{name} a pioché le dernier domino, ne peut pas jouer et passe&#xa0;: à vous ensuite.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} drew {n} tiles and played: your turn next.</source>
        <translation>{name} a pioché {n} dominos et a joué&#xa0;: à vous ensuite.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} drew a tile and played it: your turn next.</source>
        <translation>{name} a pioché un domino et l&apos;a joué&#xa0;: à vous ensuite.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} bids {bid}</source>
        <translation>{name} enchérit à {bid}</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>{name}&apos;s turn</source>
        <translation>Au tour de {name}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Next: {name}&apos;s turn</source>
        <translation>Ensuite&#xa0;: au tour de {name}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{name}&apos;s clock ran on for {seconds} s while the program could not run (the device asleep or busy): {left} of reserve left.</source>
        <translation>Le temps de {name} a couru {seconds} s pendant que le programme ne pouvait pas tourner (appareil en veille ou occupé)&#xa0;: il reste {left} de réserve.</translation>
    </message>
    <message numerus="yes">
        <location line="+66"/>
        <source>{number} points</source>
        <translation>
            <numerusform>{number}&#xa0;point</numerusform>
            <numerusform>{number}&#xa0;points</numerusform>
        </translation>
    </message>
    <message>
        <location line="+122"/>
        <source>{decision} (it scores {n} now)</source>
        <translation>{decision} (ce coup marque {n} aussitôt)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Hint: {decision}: it is the only choice.</source>
        <translation>Indice&#xa0;: {decision}&#xa0;: c&apos;est le seul choix.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{other}, which scores {n} now</source>
        <translation>{other}, qui marque {n} aussitôt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hint: {decision}.</source>
        <translation>Indice&#xa0;: {decision}.</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Hint: {decision}, or {other}: either way you go out and the hand ends, with the same result.</source>
        <translation>Indice&#xa0;: {decision}, ou {other}&#xa0;: dans les deux cas vous sortez et la manche se termine, avec le même résultat.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: {decision}, or {other}: either way the hand ends blocked, with the same result.</source>
        <translation>Indice&#xa0;: {decision}, ou {other}&#xa0;: dans les deux cas la manche se termine bloquée, avec le même résultat.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: {decision}, or {other}: either way you win the game at once.</source>
        <translation>Indice&#xa0;: {decision}, ou {other}&#xa0;: dans les deux cas vous gagnez aussitôt la partie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint: {decision}, or {other}: either way the game ends at once, with the same result.</source>
        <translation>Indice&#xa0;: {decision}, ou {other}&#xa0;: dans les deux cas la partie se termine aussitôt, avec le même résultat.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{decision} (you go out: the hand ends)</source>
        <translation>{decision} (vous sortez&#xa0;: la manche se termine)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{decision} (the hand ends blocked)</source>
        <translation>{decision} (la manche se termine bloquée)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>{decision} (the game ends)</source>
        <translation>{decision} (la partie se termine)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Hint: {decision}, or {other}: the same points either way by the end of the hand.</source>
        <translation>Indice&#xa0;: {decision}, ou {other}&#xa0;: les mêmes points dans les deux cas d&apos;ici la fin de la manche.</translation>
    </message>
    <message numerus="yes">
        <location line="+90"/>
        <source>Accepting, you receive %n point(s).</source>
        <translation>
            <numerusform>En acceptant, vous recevez %n point.</numerusform>
            <numerusform>En acceptant, vous recevez %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>A bid of {amount} costs you %n point(s) if it is accepted, the jockey&apos;s discount taken off.</source>
        <translation>
            <numerusform>Une enchère de {amount} vous coûte %n point si elle est acceptée, remise du jockey déduite.</numerusform>
            <numerusform>Une enchère de {amount} vous coûte %n points si elle est acceptée, remise du jockey déduite.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>A bid of {amount} costs you %n point(s) if it is accepted.</source>
        <translation>
            <numerusform>Une enchère de {amount} vous coûte %n point si elle est acceptée.</numerusform>
            <numerusform>Une enchère de {amount} vous coûte %n points si elle est acceptée.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>By the engine&apos;s reckoning, opening this hand is worth about {price} to you, give or take {spread}, against letting the other player open.</source>
        <translation>Selon le moteur, ouvrir cette manche vaut environ {price} pour vous, à {spread} près, plutôt que de laisser ouvrir l&apos;autre joueur.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>By the engine&apos;s reckoning, opening this hand is worth about {price} to you against letting the other player open.</source>
        <translation>Selon le moteur, ouvrir cette manche vaut environ {price} pour vous, plutôt que de laisser ouvrir l&apos;autre joueur.</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Seeing only {name}&apos;s tiles, the engine reckoned opening this hand worth about {price} to {name}, give or take {spread}, against letting {other} open, and expected {opener} to open for free.</source>
        <translation>Selon le moteur, qui ne voyait que les dominos de {name}, ouvrir cette manche valait environ {price} pour {name}, à {spread} près, plutôt que de laisser ouvrir {other}&#xa0;; il prévoyait que {opener} ouvre sans rien payer.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Seeing only {name}&apos;s tiles, the engine reckoned opening this hand worth about {price} to {name} against letting {other} open, and expected {opener} to open for free.</source>
        <translation>Selon le moteur, qui ne voyait que les dominos de {name}, ouvrir cette manche valait environ {price} pour {name}, plutôt que de laisser ouvrir {other}&#xa0;; il prévoyait que {opener} ouvre sans rien payer.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Seeing only {name}&apos;s tiles, the engine reckoned opening this hand worth about {price} to {name}, give or take {spread}, against letting {other} open, and expected the auction to end with {opener} opening, paying {payee} {cost}.</source>
        <translation>Selon le moteur, qui ne voyait que les dominos de {name}, ouvrir cette manche valait environ {price} pour {name}, à {spread} près, plutôt que de laisser ouvrir {other}&#xa0;; il prévoyait que les enchères finissent avec {opener} qui ouvre en payant {cost} à {payee}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Seeing only {name}&apos;s tiles, the engine reckoned opening this hand worth about {price} to {name} against letting {other} open, and expected the auction to end with {opener} opening, paying {payee} {cost}.</source>
        <translation>Selon le moteur, qui ne voyait que les dominos de {name}, ouvrir cette manche valait environ {price} pour {name}, plutôt que de laisser ouvrir {other}&#xa0;; il prévoyait que les enchères finissent avec {opener} qui ouvre en payant {cost} à {payee}.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The game could end in this hand: the engine also weighs that opening raises your chances of winning it.</source>
        <translation>La partie peut se terminer dans cette manche&#xa0;: le moteur tient aussi compte de ce qu&apos;ouvrir augmente vos chances de la gagner.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game could end in this hand: the engine also weighs that letting the other player open raises your chances of winning it.</source>
        <translation>La partie peut se terminer dans cette manche&#xa0;: le moteur tient aussi compte de ce que laisser ouvrir l&apos;autre joueur augmente vos chances de la gagner.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game could end in this hand: the engine also weighed that opening raised {name}&apos;s chances of winning it.</source>
        <translation>La partie pouvait se terminer dans cette manche&#xa0;: le moteur a aussi tenu compte de ce qu&apos;ouvrir augmentait les chances de {name} de la gagner.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game could end in this hand: the engine also weighed that letting {other} open raised {name}&apos;s chances of winning it.</source>
        <translation>La partie pouvait se terminer dans cette manche&#xa0;: le moteur a aussi tenu compte de ce que laisser ouvrir {other} augmentait les chances de {name} de la gagner.</translation>
    </message>
    <message>
        <location line="+131"/>
        <source>{name} chose to {decision}, the engine&apos;s choice too: about {value} to them by the end of the hand.</source>
        <translation>{name} a choisi de {decision}, comme le moteur&#xa0;: une espérance d&apos;environ {value} d&apos;ici la fin de la manche.</translation>
    </message>
    <message>
        <location line="-455"/>
        <source>Hint: {decision}: about {points} fewer in this hand than {runner}, give or take {spread}, but better for what follows the hand (the next jockey, the game).</source>
        <translation>Indice&#xa0;: {decision}&#xa0;: environ {points} de moins dans cette manche que {runner}, à {spread} près, mais mieux pour la suite.</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>Hint: {decision}: each of these ends gives the same game, so the choice changes nothing.</source>
        <translation>Indice&#xa0;: {decision}&#xa0;: quelle que soit l&apos;extrémité, cela revient au même, le choix ne change donc rien.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Hint: {decision}; the other legal plays give the same game, so there is nothing to choose.</source>
        <translation>Indice&#xa0;: {decision}&#xa0;; les autres coups permis reviennent au même, il n&apos;y a donc rien à choisir.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Hint: {decision}: about {points} fewer in this hand than {runner}, but better for what follows the hand (the next jockey, the game).</source>
        <translation>Indice&#xa0;: {decision}&#xa0;: environ {points} de moins dans cette manche que {runner}, mais mieux pour la suite.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Hint: {decision}: about {points} better than the next best ({other}), give or take {spread}.</source>
        <translation>Indice&#xa0;: {decision}&#xa0;: environ {points} de mieux que la meilleure autre décision ({other}), à {spread} près.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Hint: {decision}: about {points} better than the next best ({other}).</source>
        <translation>Indice&#xa0;: {decision}&#xa0;: environ {points} de mieux que la meilleure autre décision ({other}).</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>A bid of the whole balance, accepted, ends the game at once: its bidder loses.</source>
        <translation>Une enchère de tout le solde, acceptée, termine la partie aussitôt&#xa0;: son auteur perd.</translation>
    </message>
    <message>
        <location line="+214"/>
        <source>Beyond these points, the advice weighs that opening gives you a better chance of being the next hand&apos;s jockey (worth about {points}).</source>
        <translation>Au-delà de ces points, le conseil tient compte de ce qu&apos;ouvrir vous donne plus de chances d&apos;être jockey à la manche suivante (environ {points}).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Beyond these points, the advice weighs that letting the other player open gives you a better chance of being the next hand&apos;s jockey (worth about {points}).</source>
        <translation>Au-delà de ces points, le conseil tient compte de ce que laisser ouvrir l&apos;autre joueur vous donne plus de chances d&apos;être jockey à la manche suivante (environ {points}).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The engine also counted that opening gave {name} a better chance of being the next hand&apos;s jockey (worth about {points}).</source>
        <translation>Le moteur a aussi compté qu&apos;ouvrir donnait à {name} plus de chances d&apos;être jockey à la manche suivante (environ {points}).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The engine also counted that letting {other} open gave {name} a better chance of being the next hand&apos;s jockey (worth about {points}).</source>
        <translation>Le moteur a aussi compté que laisser ouvrir {other} donnait à {name} plus de chances d&apos;être jockey à la manche suivante (environ {points}).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Opening would give you a better chance of being the next hand&apos;s jockey (worth about {points}), not enough to change the advice.</source>
        <translation>Ouvrir vous donnerait plus de chances d&apos;être jockey à la manche suivante (environ {points}), pas assez pour changer le conseil.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Letting the other player open would give you a better chance of being the next hand&apos;s jockey (worth about {points}), not enough to change the advice.</source>
        <translation>Laisser ouvrir l&apos;autre joueur vous donnerait plus de chances d&apos;être jockey à la manche suivante (environ {points}), pas assez pour changer le conseil.</translation>
    </message>
    <message>
        <location line="+114"/>
        <source>{name} chose to {decision}, worth about {value} to them by the end of the hand; the engine preferred to {other} (about {best}), {loss} more, but that is within its uncertainty: fine.</source>
        <translation>{name} a choisi de {decision}, une espérance d&apos;environ {value} d&apos;ici la fin de la manche&#xa0;; le moteur aurait préféré {other} (environ {best}), {loss} de plus, mais c&apos;est dans sa marge d&apos;incertitude&#xa0;: correct.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{name} chose to {decision}, worth about {value} to them by the end of the hand; the engine preferred to {other} (about {best}): about {loss} lost, {verdict}.</source>
        <translation>{name} a choisi de {decision}, une espérance d&apos;environ {value} d&apos;ici la fin de la manche&#xa0;; le moteur aurait préféré {other} (environ {best})&#xa0;: une perte d&apos;environ {loss}, {verdict}.</translation>
    </message>
    <message>
        <location line="-390"/>
        <source>No hint this time: {detail}</source>
        <translation>Pas d&apos;indice cette fois&#xa0;: {detail}</translation>
    </message>
    <message>
        <location line="-243"/>
        <source>{tile} {a} or {b}</source>
        <translation>{tile} à l&apos;extrémité {a} ou {b}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>play {tile} at the {a} or {b} end</source>
        <translation>poser {tile} à l&apos;extrémité {a} ou {b}</translation>
    </message>
    <message>
        <location line="+124"/>
        <source>Hint: {decision}: {runner} may bring about {points} more in this hand, but that is within the engine&apos;s uncertainty, too little to pay for.</source>
        <translation>Indice&#xa0;: {decision}&#xa0;: {runner} peut rapporter environ {points} de plus dans cette manche, mais c&apos;est dans la marge d&apos;incertitude du moteur&#xa0;: un gain trop faible pour valoir d&apos;y mettre le prix.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Hint: {decision}: about as good in this hand as {runner} ({points} fewer, give or take {spread}: within the engine&apos;s uncertainty), and better for what follows the hand (the next jockey, the game).</source>
        <translation>Indice&#xa0;: {decision}&#xa0;: à peu près aussi bon dans cette manche que {runner} ({points} de moins, à {spread} près&#xa0;: dans l&apos;incertitude du moteur), et mieux pour la suite.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Hint: {decision}, or {other}, about as good ({points}, give or take {spread}: within the engine&apos;s uncertainty).</source>
        <translation>Indice&#xa0;: {decision}, ou {other}&#xa0;: à peu près équivalents ({points}, à {spread} près&#xa0;: dans l&apos;incertitude du moteur).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Hint: {decision}, or {other}, about as good ({points}, within the engine&apos;s uncertainty).</source>
        <translation>Indice&#xa0;: {decision}, ou {other}&#xa0;: à peu près équivalents ({points}, dans l&apos;incertitude du moteur).</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>fine</source>
        <translation>correct</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an inaccuracy</source>
        <translation>une imprécision</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a mistake</source>
        <translation>une erreur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a blunder</source>
        <translation>une gaffe</translation>
    </message>
    <message>
        <location line="+343"/>
        <source>{name} had one choice: {decision}.</source>
        <translation>{name} n&apos;avait qu&apos;un choix&#xa0;: {decision}.</translation>
    </message>
    <message>
        <location line="-861"/>
        <source>{name} accepts {other}&apos;s bid</source>
        <translation>{name} accepte l&apos;enchère de {other}</translation>
    </message>
    <message>
        <location line="-213"/>
        <source>a decision in the bidding</source>
        <translation>une décision d&apos;enchères</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Next: {name} bids or waives</source>
        <translation>Ensuite&#xa0;: {name} enchérit ou renonce</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Next: {name} overbids or accepts</source>
        <translation>Ensuite&#xa0;: {name} surenchérit ou accepte</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Hands dealt: {n}; {a} {pa}, {b} {pb}</source>
        <translation>Manches distribuées&#xa0;: {n}&#xa0;; {a} {pa}, {b} {pb}</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>{name} waives: {other} opens</source>
        <translation>{name} renonce&#xa0;: {other} ouvre</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>{name} bids {bid}: your decision next.</source>
        <translation>{name} enchérit à {bid}&#xa0;: à vous de décider.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} waives: you open this hand.</source>
        <translation>{name} renonce&#xa0;: vous ouvrez cette manche.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} accepts your bid: you open this hand.</source>
        <translation>{name} accepte votre enchère&#xa0;: vous ouvrez cette manche.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{name} cannot play and passes: your turn next.</source>
        <translation>{name} ne peut pas jouer et passe&#xa0;: à vous ensuite.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name} has played: your turn next.</source>
        <translation>{name} a joué&#xa0;: à vous ensuite.</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>{name} drew a tile</source>
        <translation>{name} a pioché un domino</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} drew {n} tiles</source>
        <translation>{name} a pioché {n} dominos</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} opened the hand</source>
        <translation>{name} a ouvert la manche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} drew a tile and played it</source>
        <translation>{name} a pioché un domino et l&apos;a joué</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} drew {n} tiles and played</source>
        <translation>{name} a pioché {n} dominos et a joué</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} played</source>
        <translation>{name} a joué</translation>
    </message>
    <message>
        <location filename="../app/resume.py" line="+101"/>
        <source>Game void</source>
        <translation>Partie annulée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game resumed</source>
        <translation>Partie reprise</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved games</source>
        <translation>Parties enregistrées</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The unfinished game is open again: no clock ran while the program was closed.</source>
        <translation>La partie inachevée est de nouveau ouverte&#xa0;: aucune pendule n&apos;a tourné pendant que le programme était fermé.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The game between {first} and {second} is void: {reason}.</source>
        <translation>La partie entre {first} et {second} est annulée&#xa0;: {reason}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In the game between {first} and {second}, {name}&apos;s clock ran out while it was closed.</source>
        <translation>Dans la partie entre {first} et {second}, {name} a épuisé son temps pendant que le jeu était fermé.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>This game is void: {reason}.</source>
        <translation>Cette partie est annulée&#xa0;: {reason}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name}&apos;s clock ran out while the game was closed.</source>
        <translation>{name} a épuisé son temps pendant que le jeu était fermé.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}&apos;s clock kept running while the game was closed: {left} of reserve was left when it reopened.</source>
        <translation>Le temps de {name} a continué de courir pendant que le jeu était fermé&#xa0;: à sa réouverture, il restait {left} de réserve.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Another saved game could not be read and is now void.</source>
        <translation>Une autre partie enregistrée était illisible&#xa0;: elle est désormais annulée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{n} other saved games could not be read and are now void.</source>
        <translation>{n} autres parties enregistrées étaient illisibles&#xa0;: elles sont désormais annulées.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The games file could not be written: this game is not saved.</source>
        <translation>Impossible d&apos;écrire le fichier des parties&#xa0;: cette partie n&apos;est pas enregistrée.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>of the other game</source>
        <translation>de l&apos;autre partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>of the other games</source>
        <translation>des autres parties</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>of one of the other games</source>
        <translation>de l&apos;une des autres parties</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>of some of the other games</source>
        <translation>de certaines des autres parties</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What became {which} is not saved either: it will be said again at the next start.</source>
        <translation>Ce qu&apos;il est advenu {which} n&apos;est pas enregistré non plus&#xa0;: ce sera redit au prochain démarrage.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The games file could not be written: what became {which} is not saved, and will be said again at the next start.</source>
        <translation>Impossible d&apos;écrire le fichier des parties&#xa0;: ce qu&apos;il est advenu {which} n&apos;est pas enregistré, et sera redit au prochain démarrage.</translation>
    </message>
    <message>
        <location filename="../app/records_io.py" line="+46"/>
        <source>this game is not finished: only finished games can be imported</source>
        <translation>cette partie n&apos;est pas terminée&#xa0;: seules les parties terminées peuvent être importées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this game is still being played: its record would show both hands, so it can be exported once over</source>
        <translation>cette partie est encore en cours&#xa0;: son enregistrement montrerait les deux mains, elle pourra être exportée une fois terminée</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>this file is not a game record, or it is damaged</source>
        <translation>ce fichier n&apos;est pas un enregistrement de partie, ou il est endommagé</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>this game is already in the history, where it is now selected</source>
        <translation>cette partie est déjà dans l&apos;historique, où elle est maintenant sélectionnée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this game is already in the history, recorded differently: it is now selected there</source>
        <translation>cette partie est déjà dans l&apos;historique, enregistrée autrement&#xa0;: elle y est maintenant sélectionnée</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>its players have a game in progress, now selected; their games can be imported once it is over</source>
        <translation>ses joueurs ont une partie en cours, maintenant sélectionnée&#xa0;; leurs parties pourront être importées une fois celle-ci terminée</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the players&apos; names in this record cannot be used</source>
        <translation>les noms des joueurs de cet enregistrement ne conviennent pas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its start time (started_at) is not a date and time such as 2026-12-02T09:00:00Z</source>
        <translation>son heure de début (started_at) n&apos;est pas une date et une heure écrites comme 2026-12-02T09:00:00Z</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the record holds text that is not valid Unicode ({where})</source>
        <translation>l&apos;enregistrement contient du texte qui n&apos;est pas de l&apos;Unicode valide ({where})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} is larger than {size} MiB, too large to be a game record</source>
        <translation>{file} dépasse {size} Mio, trop gros pour un enregistrement de partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot read {file}: {why}</source>
        <translation>impossible de lire {file}&#xa0;: {why}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is a pipe or a device, not a file</source>
        <translation>c&apos;est un tube ou un périphérique, pas un fichier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot write in {folder}: {why}</source>
        <translation>impossible d&apos;écrire dans {folder}&#xa0;: {why}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot write {file}: {why}</source>
        <translation>impossible d&apos;écrire {file}&#xa0;: {why}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the games file could not be written</source>
        <translation>impossible d&apos;écrire le fichier des parties</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this game could not be read from the games file</source>
        <translation>cette partie n&apos;a pas pu être lue dans le fichier des parties</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} is the games file, which holds every game: choose another file</source>
        <translation>{file} est le fichier des parties, qui les contient toutes&#xa0;: choisissez un autre fichier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} is not a file a record can replace (a folder, a pipe, a device or a loop of links)</source>
        <translation>{file} n&apos;est pas un fichier qu&apos;un enregistrement peut remplacer (un dossier, un tube, un périphérique ou une boucle de liens)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What the record reader found: {words}</source>
        <translation>Ce que le lecteur de parties a trouvé&#xa0;: {words}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the system said: {words}</source>
        <translation>Ce qu&apos;a répondu le système&#xa0;: {words}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the games file said: {words}</source>
        <translation>Ce qu&apos;a répondu le fichier des parties&#xa0;: {words}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A name begins or ends with a space, or holds characters that do not show (controls, zero-width marks).</source>
        <translation>Un nom commence ou finit par une espace, ou contient des caractères qui ne s&apos;affichent pas (caractères de contrôle, marques sans largeur).</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>it does not exist</source>
        <translation>il n&apos;existe pas</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>permission denied</source>
        <translation>accès refusé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is a folder</source>
        <translation>c&apos;est un dossier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>part of its path is not a folder</source>
        <translation>une partie de son chemin n&apos;est pas un dossier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk is full</source>
        <translation>le disque est plein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk is read-only</source>
        <translation>le disque est en lecture seule</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the system refused</source>
        <translation>le système a refusé</translation>
    </message>
    <message>
        <location line="+180"/>
        <source>{a}-v-{b}-{day}.json</source>
        <translation>{a}-contre-{b}-{day}.json</translation>
    </message>
    <message>
        <location filename="../app/storage.py" line="+246"/>
        <source>The games file cannot be used.</source>
        <translation>Le fichier des parties est inutilisable.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The games file is damaged.</source>
        <translation>Le fichier des parties est endommagé.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The games file was made by a newer Spectacular Bid. It was left as it is; games played here will not be saved.</source>
        <translation>Le fichier des parties a été créé par une version plus récente de Spectacular Bid. Il est laissé tel quel&#xa0;; les parties jouées ici ne seront pas enregistrées.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Part of the games file was missing and was put back. Games that lost something are listed as “could not be read”; new games are saved.</source>
        <translation>Il manquait une partie du fichier des parties&#xa0;; elle a été remise en place. Les parties touchées sont marquées «&#xa0;illisible&#xa0;»&#xa0;; les nouvelles parties sont enregistrées.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The games file cannot be opened. Games played here will not be saved.</source>
        <translation>Le fichier des parties ne peut pas être ouvert. Les parties jouées ici ne seront pas enregistrées.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The disk is full. Games played here will not be saved until there is room.</source>
        <translation>Le disque est plein. Les parties jouées ici ne seront pas enregistrées tant qu&apos;il n&apos;y aura pas de place.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no permission to read {path}. Games played here will not be saved.</source>
        <translation>Vous n&apos;avez pas l&apos;autorisation de lire {path}. Les parties jouées ici ne seront pas enregistrées.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The games file {path} is read-only. Games played here will not be saved.</source>
        <translation>Le fichier des parties {path} est en lecture seule. Les parties jouées ici ne seront pas enregistrées.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The folder {path} cannot be written to. Games played here will not be saved.</source>
        <translation>Impossible d&apos;écrire dans le dossier {path}. Les parties jouées ici ne seront pas enregistrées.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The disk holding {path} could not be read or written. Games played here will not be saved.</source>
        <translation>Le disque contenant {path} n&apos;a pas pu être lu ou écrit. Les parties jouées ici ne seront pas enregistrées.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{path} is not a file: a folder, a pipe or a device stands where the games are kept. Games played here will not be saved.</source>
        <translation>{path} n&apos;est pas un fichier&#xa0;: un dossier, un tube ou un périphérique est à la place des parties enregistrées. Les parties jouées ici ne seront pas enregistrées.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The games folder {path} is a file, not a folder. Games played here will not be saved.</source>
        <translation>Le dossier des parties {path} est un fichier, pas un dossier. Les parties jouées ici ne seront pas enregistrées.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The games folder {path} is a link that leads to no folder. Games played here will not be saved.</source>
        <translation>Le dossier des parties {path} est un lien qui ne mène à aucun dossier. Les parties jouées ici ne seront pas enregistrées.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The games file {path} is a link that leads to no file. Games played here will not be saved.</source>
        <translation>Le fichier des parties {path} est un lien qui ne mène à aucun fichier. Les parties jouées ici ne seront pas enregistrées.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The games folder {path} does not let the program lock its games file (a network folder?). Games played here will not be saved.</source>
        <translation>Le dossier {path} ne permet pas de verrouiller le fichier des parties (un dossier réseau&#xa0;?). Les parties jouées ici ne seront pas enregistrées.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The games file was damaged. It was moved to {aside} and a new games file was started.</source>
        <translation>Le fichier des parties était endommagé. Il a été déplacé vers {aside} et un nouveau fichier a été créé.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Something written into the games file by hand would have stopped games being saved, and was removed. Every game is kept; new games are saved.</source>
        <translation>Un ajout fait à la main dans le fichier des parties aurait empêché d&apos;enregistrer les parties&#xa0;; il a été retiré. Toutes les parties sont gardées&#xa0;; les nouvelles parties sont enregistrées.</translation>
    </message>
    <message>
        <location filename="../app/practice.py" line="+50"/>
        <source>easy</source>
        <translation>facile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>medium</source>
        <translation>moyen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hard</source>
        <translation>difficile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>greedy</source>
        <translation>glouton</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>practice — {level}</source>
        <translation>entraînement — {level}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer</source>
        <translation>L&apos;Ordinateur</translation>
    </message>
    <message>
        <location filename="../app/tutorial.py" line="+192"/>
        <source>The computer played 3–1 on the north end: 2 + 3 + 3 + 4 = 12, not a multiple of 5, scores nothing. Play 6–3 on the east end: 2 + 6 + 3 + 4 = 15.</source>
        <translation>L&apos;ordinateur a posé 3–1 à l&apos;extrémité nord&#xa0;: 2 + 3 + 3 + 4 = 12&#xa0;: pas un multiple de 5, rien à marquer. Posez 6–3 à l&apos;extrémité est&#xa0;: 2 + 6 + 3 + 4 = 15.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Points move both ways: the computer played 6–1 on the east end and received 10 from you (2 + 1 + 3 + 4). Play 3–0 on the north end: 2 + 1 + 0 + 4 = 7 scores nothing.</source>
        <translation>Les points vont dans les deux sens&#xa0;: l&apos;ordinateur a posé 6–1 à l&apos;extrémité est et reçu 10 de vous (2 + 1 + 3 + 4). Posez 3–0 à l&apos;extrémité nord&#xa0;: 2 + 1 + 0 + 4 = 7&#xa0;: rien à marquer.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The computer scored 10 with 4–1. A double at an end counts both its halves. Play 0–0 on the north end: it counts 0 + 0, and 2 + 4 + 0 + 4 = 10.</source>
        <translation>L&apos;ordinateur a marqué 10 avec 4–1. Un double en bout compte ses deux moitiés. Posez 0–0 à l&apos;extrémité nord&#xa0;: il compte 0 + 0, et 2 + 4 + 0 + 4 = 10.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The computer played 2–1 on the west end (1 + 4 + 0 + 4 = 9: nothing). Your last tile: play 1–0 on the north end (1 + 4 + 1 + 4 = 10). Playing your last tile scores as usual and ends the hand at once: you go out and become the jockey for the next hand. The tiles left in the other hand count nothing.</source>
        <translation>L&apos;ordinateur a posé 2–1 à l&apos;extrémité ouest (1 + 4 + 0 + 4 = 9&#xa0;: rien). Votre dernier domino&#xa0;: posez 1–0 à l&apos;extrémité nord (1 + 4 + 1 + 4 = 10). Poser son dernier domino marque comme d&apos;habitude et termine aussitôt la manche&#xa0;: c&apos;est la sortie, et vous serez le jockey de la manche suivante. Les dominos restant dans l&apos;autre main ne comptent pas.</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>The computer played 6–4 on the west end (4 + 2 = 6: nothing). Play 6–2 on the east end: 4 + 6 = 10.</source>
        <translation>L&apos;ordinateur a posé 6–4 à l&apos;extrémité ouest (4 + 2 = 6&#xa0;: rien). Posez 6–2 à l&apos;extrémité est&#xa0;: 4 + 6 = 10.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>The computer scored 5 with 1–0 (5 + 0). 5–5 would score 10 here, but this lesson heads for a block: play 6–5 on the west end, and the ends show 6 and 0.</source>
        <translation>L&apos;ordinateur a marqué 5 avec 1–0 (5 + 0). Ici 5–5 marquerait 10, mais la leçon va vers un blocage&#xa0;: posez 6–5 à l&apos;extrémité ouest, et les extrémités montrent 6 et 0.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The computer played 6–0 on the east end: both ends show 6, and of the seven tiles with a 6 only 6–6 is not on the table. Play it on the west end: it is the first double of this hand, so it is the spinner, but nothing can be played beyond it. Then no tile left can fit any end.</source>
        <translation>L&apos;ordinateur a posé 6–0 à l&apos;extrémité est&#xa0;: les deux extrémités montrent 6, et des sept dominos portant un 6 seul 6–6 n&apos;est pas sur la table. Posez-le à l&apos;extrémité ouest&#xa0;: premier double de la manche, c&apos;est le double pivot, mais rien ne pourra se poser au-delà. Alors plus aucun domino ne peut aller nulle part.</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>The computer played 4–4 on the west end (8 + 6 = 14: nothing). The ends show 4, 3 and 6: no tile of yours fits. Draw from the boneyard.</source>
        <translation>L&apos;ordinateur a posé 4–4 à l&apos;extrémité ouest (8 + 6 = 14&#xa0;: rien). Les extrémités montrent 4, 3 et 6&#xa0;: aucun de vos dominos ne va. Piochez.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>5–4 fits the west end: play it (5 + 6 = 11: nothing).</source>
        <translation>5–4 va à l&apos;extrémité ouest&#xa0;: posez-le (5 + 6 = 11&#xa0;: rien).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The computer scored 15 with 6–4 on the north end (5 + 6 + 4). It holds 3 tiles, you 4: the tile you drew put you one behind. Play 5–0 on the west end (0 + 6 + 4 = 10).</source>
        <translation>L&apos;ordinateur a marqué 15 avec 6–4 à l&apos;extrémité nord (5 + 6 + 4). Il a 3 dominos, vous 4&#xa0;: le domino pioché vous en laisse un de plus. Posez 5–0 à l&apos;extrémité ouest (0 + 6 + 4 = 10).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The computer scored 15 with 6–5 on the south end (0 + 6 + 4 + 5). Play 1–0 on the west end (1 + 6 + 4 + 5 = 16: nothing).</source>
        <translation>L&apos;ordinateur a marqué 15 avec 6–5 à l&apos;extrémité sud (0 + 6 + 4 + 5). Posez 1–0 à l&apos;extrémité ouest (1 + 6 + 4 + 5 = 16&#xa0;: rien).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The computer scored 15 with 4–3 on the north end (1 + 6 + 3 + 5): it has one tile left. Play 1–1 on the west end (2 + 6 + 3 + 5 = 16: nothing).</source>
        <translation>L&apos;ordinateur a marqué 15 avec 4–3 à l&apos;extrémité nord (1 + 6 + 3 + 5)&#xa0;: il lui reste un domino. Posez 1–1 à l&apos;extrémité ouest (2 + 6 + 3 + 5 = 16&#xa0;: rien).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The computer played its last tile, 6–1, on the west end: it scored 20 (6 + 6 + 3 + 5) and went out. It is the jockey for the next hand. Press Continue to deal it.</source>
        <translation>L&apos;ordinateur a posé son dernier domino, 6–1, à l&apos;extrémité ouest&#xa0;: il a marqué 20 (6 + 6 + 3 + 5) et il est sorti. C&apos;est lui le jockey de la manche suivante. Appuyez sur Continuer pour la distribuer.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You are not the jockey, so you decide first: waive, and the jockey opens, nobody pays; or bid at least 15 to open yourself. Bid only when the opening is worth more than what you pay: no tile of yours would score as an opening. Press Waive.</source>
        <translation>Vous n&apos;êtes pas le jockey&#xa0;: vous décidez en premier. Renoncer&#xa0;: le jockey ouvre et personne ne paie&#xa0;; enchérir (15 au moins)&#xa0;: vous ouvrez si l&apos;on accepte. Ici, ouvrir ne vaut pas ce prix&#xa0;: aucun domino ne marquerait à l&apos;ouverture. Appuyez sur Renoncer.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Well played: you have seen how a game goes. Between two people, the device is passed whenever the other player is to act: a screen hides the hands until that player presses Reveal, and no clock runs before. A game goes on hand after hand until a player has no points left or runs out of time. Play a practice game against the computer (easy) to try it all, or leave the tutorial.</source>
        <translation>Bien joué&#xa0;: vous avez vu comment se déroule une partie. À deux, on se passe l&apos;appareil chaque fois que c&apos;est à l&apos;autre joueur d&apos;agir&#xa0;: un écran cache les mains jusqu&apos;à ce que ce joueur révèle sa main, et aucune pendule ne tourne avant. Une partie continue manche après manche jusqu&apos;à ce qu&apos;un joueur n&apos;ait plus de points ou plus de temps. Jouez une partie d&apos;entraînement contre l&apos;ordinateur (facile) pour tout essayer, ou quittez le tutoriel.</translation>
    </message>
    <message>
        <location line="-229"/>
        <source>You went out: the hand is over, and you are the jockey. Press Continue to deal the next hand.</source>
        <translation>C&apos;est la sortie&#xa0;: la manche est terminée, et vous êtes le jockey. Appuyez sur Continuer pour distribuer la manche suivante.</translation>
    </message>
    <message>
        <location line="-88"/>
        <source>Welcome! You play one game against the computer, which follows a script, with fixed deals. You are alone at the screen, so your hand stays in view, except once, to practise the handoff. Each player starts with 150 points. The first hand opens by rank: the player holding the highest double must open with it. You hold 5–5, the highest double dealt: click it to open.</source>
        <translation>Bienvenue&#xa0;! Vous jouez une partie contre l&apos;ordinateur, qui suit un scénario aux donnes fixées. Ici, votre main reste visible, sauf une fois, pour vous exercer au passage de l&apos;appareil. Chaque joueur commence avec 150 points. La première manche s&apos;ouvre selon le rang des dominos&#xa0;: le plus gros double doit l&apos;ouvrir. Vous tenez 5–5, le plus gros double distribué&#xa0;: cliquez dessus.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The computer has played: it is your turn. Between two people, this screen appears whenever the other player is to act: pass them the device. It hides both hands, and the table, until that player presses Reveal, and their clock starts only then. Here the clocks are still off: they start later in the lesson. Press Reveal (Space) to see your hand.</source>
        <translation>L&apos;ordinateur a joué&#xa0;: c&apos;est votre tour. À deux, cet écran apparaît chaque fois que c&apos;est à l&apos;autre joueur d&apos;agir&#xa0;: passez-lui l&apos;appareil. Il cache les deux mains, et la table, jusqu&apos;à ce que ce joueur révèle sa main, et sa pendule ne démarre qu&apos;à ce moment. Ici, les pendules sont encore arrêtées&#xa0;: elles démarreront plus loin dans la leçon. Appuyez sur «&#xa0;révélez votre main&#xa0;» (Espace) pour la voir.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You scored 10. After every play the open ends are added up; when the end total is 5, 10, 15… the player who played receives that many points from the other: see the balances change. 5–5 alone counted both halves, 10. The first double played is the spinner; the computer played 5–3 on its east side. Now play 5–2 on the west end: the line&apos;s two ends then show 2 and 3.</source>
        <translation>Vous marquez 10. Après chaque pose, on additionne les extrémités ouvertes&#xa0;; quand ce total des extrémités vaut 5, 10, 15…, celui qui a posé reçoit autant de points de l&apos;autre&#xa0;: regardez les soldes changer. 5–5 seul comptait ses deux moitiés, 10. Le premier double posé est le double pivot (spinner)&#xa0;; l&apos;ordinateur a posé 5–3 de son côté est. Posez maintenant 5–2 à l&apos;extrémité ouest&#xa0;: les deux extrémités de la ligne montreront 2 et 3.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>2 + 3 = 5: you scored 5. Both sides of the spinner now hold a tile, so its two branches, north and south, are open: four ends, an empty branch counting 0. The computer played 5–1 on the north branch (2 + 3 + 1 = 6: nothing). Play 5–4 on the south branch: 2 + 3 + 1 + 4 = 10.</source>
        <translation>2 + 3 = 5&#xa0;: vous marquez 5. Les deux côtés du double pivot sont occupés, ses deux branches nord et sud s&apos;ouvrent&#xa0;: quatre extrémités, une branche vide comptant 0. L&apos;ordinateur a posé 5–1 sur la branche nord (2 + 3 + 1 = 6&#xa0;: rien). Posez 5–4 sur la branche sud&#xa0;: 2 + 3 + 1 + 4 = 10.</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>After a hand someone went out of, the players bid for the right to open. The other player decides first: waive (the jockey opens, nobody pays) or bid at least 15; the computer bid 15. Every bid is a multiple of 5, and an overbid adds at least 5. Your own bid as the jockey gets a discount of 15; overbid with 20: if it is accepted, you pay only 5. Press End to see the warning: a bid costing your whole balance would lose the game at once if accepted. Then come back to 20 (Home) and press Bid 20.</source>
        <translation>Après une sortie, on enchérit pour ouvrir. L&apos;autre joueur décide le premier&#xa0;: renoncer (le jockey ouvre sans payer) ou enchérir d&apos;au moins 15&#xa0;; l&apos;ordinateur a enchéri à 15. Toute enchère est un multiple de 5&#xa0;; une surenchère ajoute au moins 5. Jockey, votre enchère a une remise de 15&#xa0;: à 20, vous ne payez que 5 si on l&apos;accepte. La touche Fin montre l&apos;avertissement&#xa0;: acceptée, une enchère de tout votre solde ferait perdre la partie aussitôt. Revenez à 20 (touche Début, ↖) et appuyez sur Enchérir 20.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The computer overbid with 25. Accept it: the computer pays you the whole 25 (only the jockey&apos;s own bid has a discount) and opens the hand with any tile it chooses.</source>
        <translation>L&apos;ordinateur a surenchéri à 25. Acceptez&#xa0;: l&apos;ordinateur vous paie les 25 en entier (seule l&apos;enchère du jockey a une remise) et ouvre la manche avec le domino de son choix.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You received 25. The computer opened with 6–3; no double has been played, so there is no spinner yet and only two ends. Play 3–2 on the east end.</source>
        <translation>Vous avez reçu 25. L&apos;ordinateur a ouvert avec 6–3&#xa0;; aucun double n&apos;est posé, il n&apos;y a donc pas encore de double pivot et seulement deux extrémités. Posez 3–2 à l&apos;extrémité est.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The computer scored 5 with 6–1. The ends show 4 and 1, and no tile of yours fits: draw from the boneyard (click it). You may draw only when no tile fits; you draw one tile at a time.</source>
        <translation>L&apos;ordinateur a marqué 5 avec 6–1. Les extrémités montrent 4 et 1, et aucun de vos dominos ne va&#xa0;: piochez (cliquez sur la pioche). On ne pioche que si aucun domino ne va, un domino à la fois.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>3–3 does not fit either: draw again.</source>
        <translation>3–3 ne va pas non plus&#xa0;: piochez encore.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>5–4 fits the west end. A drawn tile that fits must be played at once, and you may not draw again: play it. Drawing and this play are one turn.</source>
        <translation>5–4 va à l&apos;extrémité ouest. Un domino pioché qui va doit être posé aussitôt, sans piocher de nouveau&#xa0;: posez-le. La pioche et cette pose forment un seul tour.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The computer drew the whole boneyard and nothing fitted. A player who cannot play when the boneyard is empty passes, automatically; you passed too. Both players passed in succession: the hand is blocked. The smaller pip total receives the other&apos;s whole total rounded to the nearest 5: your 31 against its 59, so you received 60. After a block the next hand opens by rank, with no bidding.</source>
        <translation>L&apos;ordinateur a vidé la pioche et rien n&apos;allait. Un joueur qui ne peut pas jouer quand la pioche est vide passe, automatiquement&#xa0;; vous avez passé aussi. Les deux joueurs ont passé l&apos;un après l&apos;autre&#xa0;: la manche est bloquée. La plus petite somme en main reçoit toute la somme de l&apos;autre, arrondie au multiple de 5 le plus proche&#xa0;: vos 31 contre ses 59, vous avez donc reçu 60. Après un blocage, la manche suivante s&apos;ouvre selon le rang des dominos, sans enchères.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Now the clocks run, as in every game. Each decision gets a fresh delay of 10 seconds; only when it is used up does your reserve of 2 minutes, for the whole game, run down. Watch the delay count down on your clock, and open with 6–6, the highest double.</source>
        <translation>Maintenant les pendules tournent, comme dans toute partie. Chaque décision reçoit un nouveau délai de 10 secondes&#xa0;; c&apos;est seulement une fois ce délai écoulé que votre réserve de 2 minutes, pour toute la partie, diminue. Regardez le délai décompter sur votre pendule, et ouvrez avec 6–6, le plus gros double.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The computer played 3–3 on the east end (2 + 6 = 8: nothing). The clocks stop again until the lesson&apos;s last move, to leave you time to read. Play 4–2 on the west end (4 + 6 = 10).</source>
        <translation>L&apos;ordinateur a posé 3–3 à l&apos;extrémité est (2 + 6 = 8&#xa0;: rien). Les pendules s&apos;arrêtent de nouveau jusqu&apos;au dernier coup de la leçon, pour vous laisser le temps de lire. Posez 4–2 à l&apos;extrémité ouest (4 + 6 = 10).</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>Nobody paid: the computer opened with 6–2 (6 + 2 = 8: nothing). Play 4–2 on the east end now (6 + 4 = 10). The clocks run again, and the tutorial has used up your delay and run your reserve down below 30 seconds: its digits have changed colour. Below 10 seconds they turn red and pulse.</source>
        <translation>Personne n&apos;a payé&#xa0;: l&apos;ordinateur a ouvert avec 6–2 (6 + 2 = 8&#xa0;: rien). Posez maintenant 4–2 à l&apos;extrémité est (6 + 4 = 10). Les pendules tournent de nouveau, et le tutoriel a épuisé votre délai et ramené votre réserve sous les 30 secondes&#xa0;: ses chiffres ont changé de couleur. Sous les 10 secondes, ils passent au rouge et clignotent.</translation>
    </message>
    <message>
        <location line="-90"/>
        <source>The computer scored 15 with 6–3 (6 + 6 + 3). A new decision, a new 10-second delay; the reserve is never recharged, but a decision made within its delay costs none of it. When your reserve runs out, you lose the game on time. Play 6–2 on the west end (2 + 3 = 5).</source>
        <translation>L&apos;ordinateur a marqué 15 avec 6–3 (6 + 6 + 3). Nouvelle décision, nouveau délai de 10 secondes&#xa0;; la réserve n&apos;est jamais rechargée, mais une décision prise dans son délai n&apos;en coûte rien. Quand votre réserve est épuisée, vous perdez la partie au temps. Posez 6–2 à l&apos;extrémité ouest (2 + 3 = 5).</translation>
    </message>
    <message>
        <location filename="../app/messages.py" line="+121"/>
        <location filename="../app/tutorial.py" line="+219"/>
        <source>open with {tile}</source>
        <translation>ouvrir avec {tile}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{tile} {end}</source>
        <translation>{tile} à l&apos;extrémité {end}</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/tutorial.py" line="+1"/>
        <source>play {tile} at the {end} end</source>
        <translation>poser {tile} à l&apos;extrémité {end}</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../app/tutorial.py" line="+4"/>
        <source>draw from the boneyard</source>
        <translation>piocher</translation>
    </message>
    <message>
        <location line="-2"/>
        <location filename="../app/tutorial.py" line="+2"/>
        <source>bid {amount}</source>
        <translation>enchérir à {amount}</translation>
    </message>
    <message>
        <location line="-74"/>
        <location filename="../ui/widgets/clock_widget.py" line="-204"/>
        <source>{whole}.{tenth}</source>
        <translation>{whole},{tenth}</translation>
    </message>
    <message>
        <location line="+77"/>
        <location filename="../app/tutorial.py" line="+2"/>
        <source>waive</source>
        <translation>renoncer</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/tutorial.py" line="+2"/>
        <source>accept the bid</source>
        <translation>accepter l&apos;enchère</translation>
    </message>
    <message>
        <location filename="../app/tutorial.py" line="+2"/>
        <source>press Continue</source>
        <translation>passer à la suite (Continuer)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>press Reveal</source>
        <translation>révéler votre main</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>That is allowed in a game, but this lesson asks you to {asked}.</source>
        <translation>C&apos;est permis en partie, mais cette leçon vous demande de {asked}.</translation>
    </message>
    <message>
        <location filename="../app/coach.py" line="+464"/>
        <source>{n} decisions: the coach analyses games of up to {most}.</source>
        <translation>{n} décisions&#xa0;: l&apos;analyse porte sur les parties d&apos;au plus {most} décisions.</translation>
    </message>
</context>
<context>
    <name>record</name>
    <message>
        <location filename="../core/record.py" line="+63"/>
        <source>the file is not UTF-8 text</source>
        <translation>le fichier n&apos;est pas du texte UTF-8</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is empty</source>
        <translation>le fichier est vide</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not JSON: {what}: line {line} column {column} (char {pos})</source>
        <translation>pas du JSON&#xa0;: {what}&#xa0;: ligne {line}, colonne {column} (caractère {pos})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not JSON: an integer of more than {digits:,} digits: line {line} column {column} (char {pos})</source>
        <translation>pas du JSON&#xa0;: un entier de plus de {digits} chiffres&#xa0;: ligne {line}, colonne {column} (caractère {pos})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not JSON: nested more than {depth} levels deep: line {line} column {column} (char {pos})</source>
        <translation>pas du JSON&#xa0;: plus de {depth} niveaux d&apos;imbrication&#xa0;: ligne {line}, colonne {column} (caractère {pos})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a record is a JSON object</source>
        <translation>une partie enregistrée est un objet JSON</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>format must be {format!r}</source>
        <translation>format doit valoir {format!r}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>version must be {version}</source>
        <translation>version doit valoir {version}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>players must be two names</source>
        <translation>players doit contenir deux noms</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>started_at must be a string</source>
        <translation>started_at doit être une chaîne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>deals must be a non-empty list</source>
        <translation>deals doit être une liste non vide</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>events must be a list</source>
        <translation>events doit être une liste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{place} is not an object</source>
        <translation>{place}&#xa0;: ce n&apos;est pas un objet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{place}: hands must be two lists of tiles</source>
        <translation>{place}&#xa0;: les mains doivent être deux listes de dominos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{place}: boneyard must be a list of tiles</source>
        <translation>{place}&#xa0;: la pioche doit être une liste de dominos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{place}: {problem}</source>
        <translation>{place}&#xa0;: {problem}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{place}: a tile is two integers from 0 to 6</source>
        <translation>{place}&#xa0;: un domino s&apos;écrit avec deux entiers de 0 à 6</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{place}: unknown do {do}</source>
        <translation>{place}&#xa0;: do inconnu {do}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{place}: at must be a non-negative integer</source>
        <translation>{place}&#xa0;: at doit être un entier positif ou nul</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{place}: {do} needs {name}</source>
        <translation>{place}&#xa0;: {do} demande {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{place}: {name} must be an integer</source>
        <translation>{place}&#xa0;: {name} doit être un entier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{place}: reason must be a string</source>
        <translation>{place}&#xa0;: reason doit être une chaîne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{place}: end must be a string or null</source>
        <translation>{place}&#xa0;: end doit être une chaîne ou null</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expecting a value</source>
        <translation>une valeur est attendue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NaN and Infinity are not JSON numbers</source>
        <translation>NaN et Infinity ne sont pas des nombres JSON</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expecting a property name in double quotes</source>
        <translation>un nom de propriété entre guillemets droits est attendu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expecting &apos;:&apos;</source>
        <translation>«&#xa0;:&#xa0;» est attendu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expecting &apos;,&apos; or &apos;]&apos;</source>
        <translation>«&#xa0;,&#xa0;» ou «&#xa0;]&#xa0;» est attendu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expecting &apos;,&apos; or &apos;}&apos;</source>
        <translation>«&#xa0;,&#xa0;» ou «&#xa0;}&#xa0;» est attendu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>extra data</source>
        <translation>des données en trop</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unterminated string starting at</source>
        <translation>une chaîne n&apos;est pas terminée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>invalid control character at</source>
        <translation>caractère de contrôle interdit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>invalid \escape</source>
        <translation>échappement \ invalide</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>invalid \uxxxx escape</source>
        <translation>échappement \uxxxx invalide</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>deal {index}</source>
        <translation>donne {index}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>event {index}</source>
        <translation>événement {index}</translation>
    </message>
    <message>
        <location filename="../core/rules.py" line="+161"/>
        <source>the game has no deal for its first hand</source>
        <translation>la partie n&apos;a pas de donne pour sa première manche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no deal for hand {hand}</source>
        <translation>pas de donne pour la manche {hand}</translation>
    </message>
    <message>
        <location filename="../core/tiles.py" line="+113"/>
        <source>a deal gives each player 7 tiles</source>
        <translation>une donne attribue 7 dominos à chaque joueur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a deal leaves 14 tiles in the boneyard</source>
        <translation>une donne laisse 14 dominos dans la pioche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a deal must hold each of the 28 tiles exactly once</source>
        <translation>une donne doit contenir chacun des 28 dominos une seule fois</translation>
    </message>
</context>
</TS>
