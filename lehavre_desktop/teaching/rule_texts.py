"""Title and explanation of every rule, keyed by the engine's rule ids.

Written for this program in our own words (never copied from a rulebook). The teaching
panel, the rules reference and the tooltips all read from here, so a rule is explained
in exactly one place.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

from ..engine import RuleId
from ..i18n.noop import QT_TRANSLATE_NOOP

# RuleId -> (title, explanation). Explanations may use simple HTML (<b>, <i>, <br>).
# Written as general explanations: no placeholders; a situation's numbers are added elsewhere.
RULE_TEXTS: dict[RuleId, tuple[str, str]] = {
    # Setting up
    RuleId.SETUP_START_SUPPLIES: (
        QT_TRANSLATE_NOOP("RuleTitles", "Starting supplies"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "Each player starts with <b>3 francs</b> and a warehouse holding <b>4 fish, 3 clay, 2 wood and 1 "
            "grain</b>, with the four markers on their marked start spaces. The start player takes the wheel with the "
            "letters A–F, the other player the wheel with G–L, and both pointers begin on their first letter, A and G. "
            "The buildings of round A are in the supply from the start; all the others wait, shaded, until their round "
            "comes.",
        ),
    ),
    # Rounds and turns
    RuleId.ROUND_BUILDINGS_ENTER: (
        QT_TRANSLATE_NOOP("RuleTitles", "New buildings each round"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "The game lasts twelve rounds, named by the letters A to L. At the start of each round, the buildings with "
            "that round's letter join the supply, next to any older ones nobody has built yet. In rounds A to F the "
            "current letter is the one the pointer of the A–F wheel points at; in rounds G to L it is shown by the G–L "
            "wheel.",
        ),
    ),
    RuleId.ROUND_ACTION_COUNT: (
        QT_TRANSLATE_NOOP("RuleTitles", "Actions per round"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "Each round has a fixed number of actions for both players together: 3 in rounds A–C, 5 in D–F, 7 in G–I "
            "and 9 in J–L, 72 in all. The player who starts a round gets one action more than the other in that round, "
            "for example 2 against 1 in round A. Over the whole game each player gets exactly 36 turns. The player "
            "headers show how many actions are left in the current round.",
        ),
    ),
    RuleId.TURN_ORDER: (
        QT_TRANSLATE_NOOP("RuleTitles", "Whose turn it is"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "The players simply take turns, one after the other, for the whole game, with no break between rounds. "
            "Since every round has an odd number of actions, the player who starts a round also takes its last action, "
            "and the other player starts the next round. So the start player of the game starts rounds A, C, E, G, I "
            "and K, and the other player starts rounds B, D, F, H, J and L.",
        ),
    ),
    RuleId.TURN_ONE_ACTION: (
        QT_TRANSLATE_NOOP("RuleTitles", "One action per turn"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "On your turn you take exactly one action: <b>build</b> a building from the supply, or <b>use</b> a "
            "building that lies on a wheel. Before that you may sell some of your own buildings; selling is free and "
            "does not count as your action. As soon as you have built or used, your turn is over.",
        ),
    ),
    RuleId.TURN_PASS: (
        QT_TRANSLATE_NOOP("RuleTitles", "Passing only when stuck"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "You may <b>pass</b> only when you can neither build anything nor use any building; only then does the "
            "program offer it, and passing uses up your turn. The rulebook does not mention this situation, so this is "
            "how the program plays it. It is rare: any of your own buildings outside sector 0 can always be used, even "
            "when it would do little for you.",
        ),
    ),
    RuleId.ACTION_UNKNOWN: (
        QT_TRANSLATE_NOOP("RuleTitles", "Unknown building"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "Every action names one of the 31 buildings of the game (except a pass). The program refuses an action "
            "that names a building it does not know, for example one read from a damaged or hand-edited saved game. In "
            "normal play with the mouse you will never meet this rule.",
        ),
    ),
    # The warehouse
    RuleId.WAREHOUSE_READING: (
        QT_TRANSLATE_NOOP("RuleTitles", "Reading the warehouse"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "Your warehouse is a grid with one marker for each good. The rows are worth 0, 3, 6, 9 and so on from the "
            "bottom, the columns +0 to +5 from the left, and a marker holds <b>row value + column value</b> of its "
            "good: a wood marker in row 6, column +1 means 7 wood. Several markers may share a space. On the built-in "
            "board, whose size is reconstructed, the top row is worth 15, so you can hold up to 20 of each good.",
        ),
    ),
    RuleId.WAREHOUSE_DIRECTIONS: (
        QT_TRANSLATE_NOOP("RuleTitles", "Moving markers"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "Buildings never hand you goods directly: they move your markers. A step <b>right</b> (→) adds 1 of that "
            "good, <b>up</b> (↑) adds 3, <b>up-left</b> (↖) adds 2 and <b>up-right</b> (↗) adds 4. The opposite moves "
            "take goods away: left (−1), down (−3) and down-left (−4); these three are also the moves you pay with. "
            "Each building says which markers it moves and in which direction.",
        ),
    ),
    RuleId.WAREHOUSE_EDGE: (
        QT_TRANSLATE_NOOP("RuleTitles", "The edge of the warehouse"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "A marker never leaves the warehouse. When a step would take it past the last row or column, that step is "
            "<b>lost</b>, and so is every further step in that direction. A diagonal step is lost as soon as either "
            "the row or the column runs out; the marker does not slide along the edge instead (this is how the program "
            "plays it). Where you share out steps yourself, the program lets you give a marker only as many steps as "
            "it has room for.",
        ),
    ),
    RuleId.FOOD: (
        QT_TRANSLATE_NOOP("RuleTitles", "What counts as food"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "<b>Food</b> is not a fifth good: it means fish, grain, or any mix of the two. Whenever something costs "
            "food, you pay it with your fish marker, your grain marker or both, and only the total counts. Food is "
            "asked for by some build costs and by the Wood Trader and the Restaurant, so a good stock of fish and "
            "grain keeps those doors open.",
        ),
    ),
    # Paying
    RuleId.PAYMENT_MOVES: (
        QT_TRANSLATE_NOOP("RuleTitles", "Paying with markers"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "To pay goods, you move that good's marker back down the grid with three kinds of move only: <b>left</b> "
            "pays 1, <b>down</b> pays 3 and <b>down-left</b> pays 4. You may combine several moves, but each one must "
            "stay on the grid, and down-right is not a paying move. The program proposes a payment; to choose another, "
            "drag the marker to a different space it can reach with these moves.",
        ),
    ),
    RuleId.PAYMENT_NO_CHANGE: (
        QT_TRANSLATE_NOOP("RuleTitles", "No change"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "The warehouse gives no change. If the paying moves cannot hit the exact amount, you must pay more, and "
            "the extra is lost. For example, with 7 wood (row 6, column +1) you cannot pay 2 by going left twice, "
            "because only one column lies to the left; you move down instead, pay 3 and keep 4. The program also lets "
            "you overpay when exact payment was possible, but never with a superfluous move: if the cost is already "
            "covered without your last move, the payment is refused. This is how the program plays it.",
        ),
    ),
    RuleId.PAYMENT_WRONG_GOODS: (
        QT_TRANSLATE_NOOP("RuleTitles", "The right goods"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "Each part of a cost is paid with its own goods: wood with the wood marker, clay with the clay marker, "
            "food with the fish and/or grain markers. A surplus in one part never counts toward another, so overpaying "
            "wood does not reduce the clay you owe. Markers of goods that are not part of the cost stay where they "
            "are.",
        ),
    ),
    RuleId.PAYMENT_FRANCS: (
        QT_TRANSLATE_NOOP("RuleTitles", "Paying francs"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "Some buildings cost francs, and some functions ask for a franc per repetition. Francs are paid exactly, "
            "since the bank always gives change. The bank never runs out of money: the number of coins in the box is "
            "no limit, and this is how the program plays it. Keep in mind that francs are also your points at the end.",
        ),
    ),
    # Building
    RuleId.BUILD_AVAILABLE: (
        QT_TRANSLATE_NOOP("RuleTitles", "What you can build"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "You can build any building in the <b>supply</b>: one whose round has come and that nobody owns. A "
            "building that was sold, by choice or by force, goes back to the supply, and either player may build it "
            "again. Buildings of later rounds are already shown, shaded, but cannot be built yet.",
        ),
    ),
    RuleId.BUILD_COST: (
        QT_TRANSLATE_NOOP("RuleTitles", "Paying the build cost"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "To build, you pay the full cost shown on the tile: wood and clay, food, or francs, depending on the "
            "building. If you cannot pay it, you cannot build it, and the supply shades the buildings you cannot "
            "afford. The program suggests the payment that gives away the fewest goods; you may choose another legal "
            "one by dragging markers.",
        ),
    ),
    RuleId.BUILD_PLACEMENT: (
        QT_TRANSLATE_NOOP("RuleTitles", "Where new buildings go"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "A new building goes onto <b>your</b> wheel, in <b>sector 0</b> just to the right of the pointer. From "
            "there it cannot be used this round; when the wheel turns at the end of the round it reaches sector ×2 and "
            "becomes usable. A building with the lock symbol goes beside your board instead. Building is your whole "
            "action for the turn.",
        ),
    ),
    RuleId.LOCK_BUILDING: (
        QT_TRANSLATE_NOOP("RuleTitles", "Lock buildings"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "Buildings with the <b>lock symbol</b> (Town Hall, Zoo, Pont de Normandie, the four factories and the "
            "Dock) have no function: they only bring their value at the end. They lie <b>beside your board</b>, not on "
            "the wheel, so they are never used, never move through the sectors and are never sold by force; this is "
            "how the program plays it. You may still sell one yourself on your turn for half its value.",
        ),
    ),
    # Using buildings
    RuleId.USE_OWNED_BUILDING: (
        QT_TRANSLATE_NOOP("RuleTitles", "Only built buildings"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "The <i>use</i> action works only on a building that someone has built and that lies on a wheel, yours or "
            "your opponent's. Buildings still in the supply cannot be used, and neither can lock buildings. Using one "
            "of your own buildings is free; using one of your opponent's costs a fee.",
        ),
    ),
    RuleId.USE_SECTOR_ZERO: (
        QT_TRANSLATE_NOOP("RuleTitles", "No use from sector 0"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "A building in <b>sector 0</b> cannot be used at all. Every building lands there when it is built and "
            "again right after each use, so a building can be used at most once per round, and never in the round it "
            "was built. At the end of the round it moves on to sector ×2 and is ready again.",
        ),
    ),
    RuleId.USE_OPPONENT_FEE: (
        QT_TRANSLATE_NOOP("RuleTitles", "Using your opponent's building"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "You may also use a building on your opponent's wheel. First you pay its owner <b>1 franc</b>, whatever "
            "sector it is in; you need that franc before the use, because the bonus franc of sector ×4+ comes too late "
            "to pay it (selling a building first can raise it). The building then works for you: your markers move and "
            "you collect any francs. Afterwards it goes back to sector 0 of its owner's wheel.",
        ),
    ),
    RuleId.USE_MULTIPLIER: (
        QT_TRANSLATE_NOOP("RuleTitles", "The sector multiplier"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "The longer a building waits, the stronger it gets. When you use it, its main function is carried out as "
            "many times as the <b>multiplier</b> of its sector says: twice from ×2, three times from ×3, four times "
            "from ×4 and also four times from ×4+. Some buildings add an extra effect that happens just once, whatever "
            "the sector. In the building descriptions, <i>N</i> stands for this multiplier.",
        ),
    ),
    RuleId.USE_BONUS_FRANC: (
        QT_TRANSLATE_NOOP("RuleTitles", "Bonus franc at ×4+"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "Using a building from sector <b>×4+</b> works like sector ×4, and the user also receives <b>1 franc</b> "
            "from the bank. The franc arrives before the function is carried out, so it can pay a franc the Wood "
            "Trader or the Fish Market asks for. You get it even when the building belongs to your opponent, but it "
            "cannot pay the fee for using it.",
        ),
    ),
    RuleId.USE_RETURN_TO_ZERO: (
        QT_TRANSLATE_NOOP("RuleTitles", "Back to sector 0"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "After a use, the building goes back to <b>sector 0</b> of its owner's wheel, also when the opponent used "
            "it. From there it climbs through the sectors again, one per round: ×2, ×3, ×4 and ×4+. Letting a building "
            "wait makes its next use stronger, but it also brings it closer to the sale sector.",
        ),
    ),
    RuleId.USE_REPETITIONS_OPTIONAL: (
        QT_TRANSLATE_NOOP("RuleTitles", "Repetitions are optional"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "A building's main function is carried out <i>up to</i> N times: you choose how many, from none up to the "
            "multiplier. This matters most for the trading buildings (Wood Trader, Restaurant, Fish Market, Weekly "
            "Market), where every repetition costs something. Using a building with zero repetitions is still a legal "
            "action, and the building still goes back to sector 0. The rulebook leaves this open; this is how the "
            "program plays it.",
        ),
    ),
    RuleId.USE_CHOICE: (
        QT_TRANSLATE_NOOP("RuleTitles", "Choices when using"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "Some buildings do the same thing every time; others ask you to decide something: which good gets the "
            "steps, how to share steps among your markers, how many repetitions to make, or which food to pay with. "
            "The program asks only for the choices a building offers and refuses any it does not. Each building's "
            "description says what you may choose.",
        ),
    ),
    RuleId.USE_SAME_GOOD: (
        QT_TRANSLATE_NOOP("RuleTitles", "One good for all"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "The Hardware Store and the Weekly Market let you pick a good, and then every step or repetition of that "
            "use goes to the <b>same</b> good. With the Hardware Store from sector ×3, for example, all three steps go "
            "to wood or all three to clay; two and one is not allowed. Next time you use the building you may pick the "
            "other good.",
        ),
    ),
    RuleId.USE_FREE_SPLIT: (
        QT_TRANSLATE_NOOP("RuleTitles", "Steps shared freely"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "The Marketplace, the Craftsmen's Yard and the Pier give you a number of steps that you <b>share out "
            "freely</b> among your markers. One marker may take all of them, or you may spread them, and you may leave "
            "some unused. The program lets you give a marker only as many steps as it has room for before the edge.",
        ),
    ),
    RuleId.USE_DISTINCT_GOODS: (
        QT_TRANSLATE_NOOP("RuleTitles", "Different markers each"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "The Masons Guild, the Guild Hall and the Business Office move <b>up to N different markers one step "
            "each</b>. The same marker can never be chosen twice, so even from a strong sector no marker moves more "
            "than one step, and with four goods at most four steps are possible. A marker with no room in that "
            "direction cannot be chosen.",
        ),
    ),
    # Selling
    RuleId.SELL_OWN_BUILDING: (
        QT_TRANSLATE_NOOP("RuleTitles", "Selling your buildings"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "On your own turn, before your action, you may sell any number of <b>your own</b> buildings, lock "
            "buildings included. Selling does not use up your turn: you still build or use afterwards. A sold building "
            "returns to the supply, where either player may build it again. Selling is the way to raise francs "
            "quickly, for an expensive building or for the fee of your opponent's building.",
        ),
    ),
    RuleId.SELL_HALF_VALUE: (
        QT_TRANSLATE_NOOP("RuleTitles", "Half the value"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "A sale brings <b>half the building's value</b> in francs, rounded down when the value is odd. For the "
            "buildings whose value changes (the four factories and the Dock), it is half of what they are worth at "
            "that moment. The rulebook settles neither point; this is how the program plays it.",
        ),
    ),
    # End of a round
    RuleId.ROUND_END_ROTATION: (
        QT_TRANSLATE_NOOP("RuleTitles", "The wheels turn"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "When a round's actions are used up, both players turn their pointer one sector. Every building on a wheel "
            "moves one sector further: 0 → ×2 → ×3 → ×4 → ×4+ → sale sector. Lock buildings beside the board do not "
            "move. Then the next round begins and its buildings enter the supply.",
        ),
    ),
    RuleId.FORCED_SALE: (
        QT_TRANSLATE_NOOP("RuleTitles", "Forced sale"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "A building that the turning wheel carries into the <b>sale sector</b> is sold at once: its owner receives "
            "half its value and the building returns to the supply. This happens at every round end, including the "
            "last turn of the wheels after round L. A building built in round A and never used is sold at the end of "
            "round E, so use a building now and then if you want to keep it.",
        ),
    ),
    # End of the game and scoring
    RuleId.GAME_END_SCORING: (
        QT_TRANSLATE_NOOP("RuleTitles", "Final scoring"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "After the actions of round L, the wheels turn one last time and the forced sales follow. Then each player "
            "adds their francs to the value of every building they still own; in this game francs and points are the "
            "same thing. The higher total wins.",
        ),
    ),
    RuleId.SCORING_FACTORY: (
        QT_TRANSLATE_NOOP("RuleTitles", "Factory values"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "The four factories have no fixed value. At the end each is worth <b>1 franc for every unit</b> of its "
            "good in your warehouse: the Fish Factory counts your fish, the Wood Factory your wood, the Grain Silo "
            "your grain and the Brick Factory your clay. A factory therefore rewards a full warehouse at the end of "
            "the game.",
        ),
    ),
    RuleId.SCORING_DOCK: (
        QT_TRANSLATE_NOOP("RuleTitles", "Dock value"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "The Dock is worth a fixed amount for each building with the <b>Dock symbol</b> that you own. The four "
            "factories carry that symbol, and the Dock does not count itself. The rulebooks do not give the amount; "
            "the rules reference shows the one the program uses, marked as reconstructed.",
        ),
    ),
    RuleId.SCORING_TIE: (
        QT_TRANSLATE_NOOP("RuleTitles", "Equal scores"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "If both totals are equal, the game is a <b>draw</b>. The printed rules suggest playing another game with "
            "the boards swapped; this program declares the draw and offers a rematch in which the other player starts. "
            "This is how the program plays it.",
        ),
    ),
    RuleId.GAME_OVER: (
        QT_TRANSLATE_NOOP("RuleTitles", "The game is over"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "Once the final scores are in, no more actions can be taken. You can still look at the boards and the "
            "scores, or start a new game.",
        ),
    ),
    # Buildings A-C
    RuleId.CLAY_MOUND: (
        QT_TRANSLATE_NOOP("RuleTitles", "Clay Mound: clay right"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "Moves your clay marker <b>right</b> (→, +1 clay per step): N steps plus one extra step. That is 3 steps "
            "from sector ×2, 4 from ×3 and 5 from ×4 or ×4+. Steps past the right edge are lost, so it pays best while "
            "your clay marker is near the left of its row.",
        ),
    ),
    RuleId.SMOKEHOUSE: (
        QT_TRANSLATE_NOOP("RuleTitles", "Smokehouse: fish up-left"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "Moves your fish marker <b>up-left</b> (↖, +2 fish per step) N times: 2, 3 or 4 steps depending on the "
            "sector. Each step climbs a row and goes back one column, so the marker runs out of room at the left "
            "column or the top row, and further steps are lost.",
        ),
    ),
    RuleId.GROCERY_STORE: (
        QT_TRANSLATE_NOOP("RuleTitles", "Grocery Store: francs and food"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "Gives you <b>N francs</b>, and once per use moves your grain marker and your fish marker one step "
            "<b>right</b> each (→, +1). From sectors ×2, ×3 and ×4 that is 2, 3 and 4 francs; from ×4+ it is 4 plus "
            "the bonus franc, 5 in all.",
        ),
    ),
    RuleId.HARDWARE_STORE: (
        QT_TRANSLATE_NOOP("RuleTitles", "Hardware Store: wood or clay"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "Moves <b>either</b> your wood marker <b>or</b> your clay marker N steps <b>right</b> (→, +1 per step). "
            "You choose the good, and all N steps go to it; they cannot be split between wood and clay. From sector "
            "×3, for example, you get 3 steps of wood or 3 steps of clay.",
        ),
    ),
    RuleId.WOOD_COMPANY: (
        QT_TRANSLATE_NOOP("RuleTitles", "Wood Company: wood right"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "Moves your wood marker N steps <b>right</b> (→, +1 wood per step): 2, 3 or 4 steps depending on the "
            "sector. Steps past the right edge are lost, so use it while your wood marker still has room in its row.",
        ),
    ),
    RuleId.FARM: (
        QT_TRANSLATE_NOOP("RuleTitles", "Farm: grain up-right"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "Moves your grain marker <b>up-right</b> (↗, +4 grain per step) N−1 times: 1 step from sector ×2, 2 from "
            "×3 and 3 from ×4 or ×4+. The tile shows N steps up-right followed by one step back down-left; the program "
            "applies the net result, N−1 steps up-right. The two readings differ only when the marker meets the top or "
            "right edge, and this is how the program plays it.",
        ),
    ),
    RuleId.FARMLAND: (
        QT_TRANSLATE_NOOP("RuleTitles", "Farmland: grain, wood, clay"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "Moves your grain marker N steps <b>right</b> (→, +1 grain per step). In addition, once per use, your wood "
            "marker and your clay marker each move one step right.",
        ),
    ),
    RuleId.KILN: (
        QT_TRANSLATE_NOOP("RuleTitles", "Kiln: clay up-left"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "Moves your clay marker <b>up-left</b> (↖, +2 clay per step) N times: 2, 3 or 4 steps depending on the "
            "sector. Steps are lost once the marker reaches the left column or the top row.",
        ),
    ),
    RuleId.BAKEHOUSE: (
        QT_TRANSLATE_NOOP("RuleTitles", "Bakehouse: grain up-left"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "Moves your grain marker <b>up-left</b> (↖, +2 grain per step) N times: 2, 3 or 4 steps depending on the "
            "sector. Steps are lost once the marker reaches the left column or the top row.",
        ),
    ),
    RuleId.WOOD_TRADER: (
        QT_TRANSLATE_NOOP("RuleTitles", "Wood Trader: buy wood"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "Up to N times, you may pay <b>1 franc and 2 food</b> to move your wood marker one step <b>up</b> (↑, +3 "
            "wood). You choose how many times; the food for all of them is paid together from fish and/or grain, "
            "without change. From sector ×2 that is at most 2 trades, from ×4 or ×4+ at most 4, and at ×4+ the bonus "
            "franc can pay one of the francs.",
        ),
    ),
    # Buildings D-G
    RuleId.RESTAURANT: (
        QT_TRANSLATE_NOOP("RuleTitles", "Restaurant: food for francs"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "Up to N times, you may pay <b>1 food</b> to receive <b>2 francs</b>. You choose how many, and the food "
            "for all of them is paid at once from fish and/or grain, without change. From sector ×2 you can sell at "
            "most 2 food, from ×4 or ×4+ at most 4.",
        ),
    ),
    RuleId.FISH_MARKET: (
        QT_TRANSLATE_NOOP("RuleTitles", "Fish Market: buy fish"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "Up to N times, you may pay <b>1 franc</b> to move your fish marker one step <b>up-right</b> (↗, +4 fish). "
            "From sector ×3 that is at most 3 purchases; at ×4+ the bonus franc can pay for one of them.",
        ),
    ),
    RuleId.BUILDING_FIRM: (
        QT_TRANSLATE_NOOP("RuleTitles", "Building Firm: wood and clay"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "Moves your wood marker N steps <b>right</b> and your clay marker N steps right (→, +1 per step). Both "
            "goods get the full number: from sector ×3, for example, 3 steps of wood and 3 steps of clay.",
        ),
    ),
    RuleId.MARKETPLACE: (
        QT_TRANSLATE_NOOP("RuleTitles", "Marketplace: free right steps"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "Gives you N steps <b>right</b> (→, +1 per step) to share among your four markers as you like. One marker "
            "may take all of them, or you may spread them; a marker can take only as many steps as it has room for "
            "before the right edge.",
        ),
    ),
    RuleId.CHURCH_SQUARE: (
        QT_TRANSLATE_NOOP("RuleTitles", "Church Square: grain and fish"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "Moves your grain marker N steps <b>right</b> and your fish marker N steps right (→, +1 per step). Both "
            "goods get the full number, so from sector ×4 you gain 4 grain and 4 fish if there is room.",
        ),
    ),
    RuleId.WEEKLY_MARKET: (
        QT_TRANSLATE_NOOP("RuleTitles", "Weekly Market: sell food"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "Up to N times, you may move your grain <b>or</b> your fish marker one step <b>down</b> (↓, −3 of that "
            "good) to receive <b>4 francs</b>. You pick the good first, and all repetitions of one use take the same "
            "good. A marker can go down only as many times as there are rows below it.",
        ),
    ),
    RuleId.SAWMILL: (
        QT_TRANSLATE_NOOP("RuleTitles", "Sawmill: wood up-left"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "Moves your wood marker <b>up-left</b> (↖, +2 wood per step) N times: 2, 3 or 4 steps depending on the "
            "sector. Steps are lost once the marker reaches the left column or the top row.",
        ),
    ),
    RuleId.MASONS_GUILD: (
        QT_TRANSLATE_NOOP("RuleTitles", "Masons Guild: several goods"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "Moves up to N <b>different</b> markers one step <b>up-left</b> each (↖, +2 of that good). Each marker may "
            "be chosen only once, so even from sector ×4 no marker gains more than one step. A marker in the left "
            "column or the top row cannot be chosen.",
        ),
    ),
    # Buildings H-L
    RuleId.BUSINESS_OFFICE: (
        QT_TRANSLATE_NOOP("RuleTitles", "Business Office: goods for francs"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "Moves up to N <b>different</b> markers one step <b>down-left</b> each (↙, −4 of that good) and pays you "
            "<b>5 francs</b> for each marker moved. Each marker may be chosen once, and only if it can really make the "
            "step. Used from sector ×4+ with all four goods, it brings 4 × 5 + 1 = 21 francs.",
        ),
    ),
    RuleId.CRAFTSMENS_YARD: (
        QT_TRANSLATE_NOOP("RuleTitles", "Craftsmen's Yard: free up-left"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "Gives you N+1 steps <b>up-left</b> (↖, +2 per step) to share among your markers as you like: 3 from "
            "sector ×2, 4 from ×3 and 5 from ×4 or ×4+. One marker may take several steps, as far as its room before "
            "the edge allows.",
        ),
    ),
    RuleId.SHIPPING_LINE: (
        QT_TRANSLATE_NOOP("RuleTitles", "Shipping Line: francs"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "Gives you <b>3 francs for each point of the multiplier</b>: 6 from sector ×2, 9 from ×3, 12 from ×4 and "
            "13 from ×4+ with the bonus franc. It moves no markers, so it never wastes steps at an edge.",
        ),
    ),
    RuleId.PIER: (
        QT_TRANSLATE_NOOP("RuleTitles", "Pier: many right steps"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "Gives you N+2 steps <b>right</b> (→, +1 per step) to share among your markers as you like: 4 from sector "
            "×2, 5 from ×3 and 6 from ×4 or ×4+. All of them may go to one marker, as far as its room before the right "
            "edge allows.",
        ),
    ),
    RuleId.FISH_FACTORY: (
        QT_TRANSLATE_NOOP("RuleTitles", "Fish Factory: fish value"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "A lock building with no function, kept beside your board. At the end it is worth <b>1 franc per fish</b> "
            "in your warehouse. It carries the Dock symbol, so it also raises the value of a Dock you own.",
        ),
    ),
    RuleId.GUILD_HALL: (
        QT_TRANSLATE_NOOP("RuleTitles", "Guild Hall: several goods up-right"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "Moves up to N <b>different</b> markers one step <b>up-right</b> each (↗, +4 of that good). Each marker "
            "may be chosen only once, and a marker in the right column or the top row cannot be chosen. From sector ×4 "
            "with all four markers free, that is 4 more of every good.",
        ),
    ),
    RuleId.TOWN_HALL: (
        QT_TRANSLATE_NOOP("RuleTitles", "Town Hall: worth 26"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "A lock building with no function, kept beside your board: it is simply worth <b>26 francs</b> at the end "
            "of the game. It is never used and never sold by force, though you may sell it on your turn for half its "
            "value, 13.",
        ),
    ),
    RuleId.ZOO: (
        QT_TRANSLATE_NOOP("RuleTitles", "Zoo: worth 20"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "A lock building with no function, kept beside your board: it is simply worth <b>20 francs</b> at the end "
            "of the game. It is never used and never sold by force, though you may sell it on your turn for half its "
            "value, 10.",
        ),
    ),
    RuleId.WOOD_FACTORY: (
        QT_TRANSLATE_NOOP("RuleTitles", "Wood Factory: wood value"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "A lock building with no function, kept beside your board. At the end it is worth <b>1 franc per wood</b> "
            "in your warehouse. It carries the Dock symbol, so it also raises the value of a Dock you own.",
        ),
    ),
    RuleId.PONT_DE_NORMANDIE: (
        QT_TRANSLATE_NOOP("RuleTitles", "Pont de Normandie: worth 50"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "The great bridge is a lock building with no function, kept beside your board and worth <b>50 francs</b> "
            "at the end, the largest single value in the game. It is never used and never sold by force; selling it "
            "yourself would bring 25.",
        ),
    ),
    RuleId.DOCK: (
        QT_TRANSLATE_NOOP("RuleTitles", "Dock: bonus for factories"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "A lock building with no function, kept beside your board. At the end it is worth a fixed amount for each "
            "building with the <b>Dock symbol</b> you own: the four factories carry it, and the Dock does not count "
            "itself. The built-in data uses 4 francs per such building, a reconstructed number that owners of the game "
            "can correct.",
        ),
    ),
    RuleId.GRAIN_SILO: (
        QT_TRANSLATE_NOOP("RuleTitles", "Grain Silo: grain value"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "A lock building with no function, kept beside your board. At the end it is worth <b>1 franc per grain</b> "
            "in your warehouse. It carries the Dock symbol, so it also raises the value of a Dock you own.",
        ),
    ),
    RuleId.BRICK_FACTORY: (
        QT_TRANSLATE_NOOP("RuleTitles", "Brick Factory: clay value"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "A lock building with no function, kept beside your board. At the end it is worth <b>1 franc per clay</b> "
            "in your warehouse. It carries the Dock symbol, so it also raises the value of a Dock you own.",
        ),
    ),
}

# The rules reference, topic by topic; every rule id appears in exactly one topic.
TOPICS: list[tuple[str, list[RuleId]]] = [
    (QT_TRANSLATE_NOOP("RuleTopics", "Setting up"), [
        RuleId.SETUP_START_SUPPLIES,
    ]),
    (QT_TRANSLATE_NOOP("RuleTopics", "Rounds and turns"), [
        RuleId.ROUND_BUILDINGS_ENTER, RuleId.ROUND_ACTION_COUNT, RuleId.TURN_ORDER, RuleId.TURN_ONE_ACTION,
        RuleId.TURN_PASS, RuleId.ACTION_UNKNOWN,
    ]),
    (QT_TRANSLATE_NOOP("RuleTopics", "The warehouse"), [
        RuleId.WAREHOUSE_READING, RuleId.WAREHOUSE_DIRECTIONS, RuleId.WAREHOUSE_EDGE, RuleId.FOOD,
    ]),
    (QT_TRANSLATE_NOOP("RuleTopics", "Paying"), [
        RuleId.PAYMENT_MOVES, RuleId.PAYMENT_NO_CHANGE, RuleId.PAYMENT_WRONG_GOODS, RuleId.PAYMENT_FRANCS,
    ]),
    (QT_TRANSLATE_NOOP("RuleTopics", "Building"), [
        RuleId.BUILD_AVAILABLE, RuleId.BUILD_COST, RuleId.BUILD_PLACEMENT, RuleId.LOCK_BUILDING,
    ]),
    (QT_TRANSLATE_NOOP("RuleTopics", "Using buildings"), [
        RuleId.USE_OWNED_BUILDING, RuleId.USE_SECTOR_ZERO, RuleId.USE_OPPONENT_FEE, RuleId.USE_MULTIPLIER,
        RuleId.USE_BONUS_FRANC, RuleId.USE_RETURN_TO_ZERO, RuleId.USE_REPETITIONS_OPTIONAL, RuleId.USE_CHOICE,
        RuleId.USE_SAME_GOOD, RuleId.USE_FREE_SPLIT, RuleId.USE_DISTINCT_GOODS,
    ]),
    (QT_TRANSLATE_NOOP("RuleTopics", "Selling"), [
        RuleId.SELL_OWN_BUILDING, RuleId.SELL_HALF_VALUE,
    ]),
    (QT_TRANSLATE_NOOP("RuleTopics", "End of a round"), [
        RuleId.ROUND_END_ROTATION, RuleId.FORCED_SALE,
    ]),
    (QT_TRANSLATE_NOOP("RuleTopics", "End of the game and scoring"), [
        RuleId.GAME_END_SCORING, RuleId.SCORING_FACTORY, RuleId.SCORING_DOCK, RuleId.SCORING_TIE, RuleId.GAME_OVER,
    ]),
    (QT_TRANSLATE_NOOP("RuleTopics", "Buildings A–C"), [
        RuleId.CLAY_MOUND, RuleId.SMOKEHOUSE, RuleId.GROCERY_STORE, RuleId.HARDWARE_STORE, RuleId.WOOD_COMPANY,
        RuleId.FARM, RuleId.FARMLAND, RuleId.KILN, RuleId.BAKEHOUSE, RuleId.WOOD_TRADER,
    ]),
    (QT_TRANSLATE_NOOP("RuleTopics", "Buildings D–G"), [
        RuleId.RESTAURANT, RuleId.FISH_MARKET, RuleId.BUILDING_FIRM, RuleId.MARKETPLACE, RuleId.CHURCH_SQUARE,
        RuleId.WEEKLY_MARKET, RuleId.SAWMILL, RuleId.MASONS_GUILD,
    ]),
    (QT_TRANSLATE_NOOP("RuleTopics", "Buildings H–L"), [
        RuleId.BUSINESS_OFFICE, RuleId.CRAFTSMENS_YARD, RuleId.SHIPPING_LINE, RuleId.PIER, RuleId.FISH_FACTORY,
        RuleId.GUILD_HALL, RuleId.TOWN_HALL, RuleId.ZOO, RuleId.WOOD_FACTORY, RuleId.PONT_DE_NORMANDIE, RuleId.DOCK,
        RuleId.GRAIN_SILO, RuleId.BRICK_FACTORY,
    ]),
]


def rule_title(rule: RuleId) -> str:
    return QCoreApplication.translate("RuleTitles", RULE_TEXTS[rule][0])


def rule_text(rule: RuleId) -> str:
    return QCoreApplication.translate("RuleTexts", RULE_TEXTS[rule][1])


def plain_rule_text(rule: RuleId) -> str:
    """The explanation without its markup, for places that show plain text."""
    return re.sub(r"<[^>]+>", "", rule_text(rule)).replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&")


def topic_title(index: int) -> str:
    return QCoreApplication.translate("RuleTopics", TOPICS[index][0])
