"""Title and explanation of every rule, keyed by the engine's rule ids.

Written for this program in our own words (never copied from a rulebook). The teaching
panel, the rules reference and the tooltips all read from here, so a rule is explained
in exactly one place. An explanation states the rule as this edition plays it; where the
rulebooks leave the rule open, how this edition reads them is a separate note
(``RULE_NOTES``), which only the rules reference shows.

No text states a number that the component data can change (costs, values, the Dock's
rate, the warehouse size) or the opponent fee: such numbers are named placeholders,
filled from the game's component table when the text is shown (``rule_numbers``).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache

from PySide6.QtCore import QCoreApplication

from ..engine import (
    BUILT_IN,
    USER_FEE,
    Cell,
    Components,
    FixedValue,
    PerDockSymbolValue,
    PerGoodValue,
    RuleId,
    WarehouseGeometry,
    building_rule,
)
from ..i18n.forms import Number, Term, francs
from ..i18n.noop import QT_TRANSLATE_NOOP

# RuleId -> (title, explanation). Explanations may use simple HTML (<b>, <i>, <br>).
# Written as general explanations: a situation's numbers are added elsewhere; the only
# placeholders are the component numbers of ``rule_numbers``.
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
            "building that lies on a wheel. Around it you may sell some of your own buildings, before the action, "
            "after it or both; selling is never your action. Once you have built or used, no second action is "
            "possible in that turn: you may only sell, and then end your turn.",
        ),
    ),
    RuleId.TURN_PASS: (
        QT_TRANSLATE_NOOP("RuleTitles", "Passing only when stuck"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "You may <b>pass</b> only when you can neither build anything nor use any building; only then does the "
            "program offer it, and the pass takes the place of your action. It is rare: any of your own buildings "
            "outside sector 0 can always be used, even when it would do little for you.",
        ),
    ),
    RuleId.TURN_END: (
        QT_TRANSLATE_NOOP("RuleTitles", "Ending your turn"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "After your action the turn stays open: you may still sell your own buildings, and then you <b>end</b> "
            "your turn. On the table, <b>Confirm</b> carries out your action and ends the turn in one go, which is "
            "what you want most of the time. <b>Confirm, keep turn open</b> carries out the action and leaves the "
            "turn open for sales; <b>End turn</b> then closes it. A turn cannot end before its action. When the last "
            "turn of a round ends, the wheels turn and the next round begins.",
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
            "bottom, the columns +0, +1, +2 and so on from the left, and a marker holds <b>row value + column "
            "value</b> of its good: a wood marker in row 6, column +1 means 7 wood. Several markers may share a space. "
            "The top row is worth {top_row} and the last column +{last_column}, so you can hold up to {max_amount} of "
            "each good.",
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
            "the row or the column runs out; the marker does not slide along the edge instead. Where you share out "
            "steps yourself (Marketplace, Pier, Craftsmen's Yard) or pick the markers that get a step (Masons Guild, "
            "Guild Hall), you may give a marker more steps than it has room for, or pick one that already stands at "
            "the edge: that is allowed, and the steps beyond the edge are simply lost.",
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
            "because only one column lies to the left; you move down instead, pay 3 and keep 4. You may also pay more "
            "than you could have paid exactly, but never with a superfluous move: a payment is refused if the cost is "
            "already covered without its last move.",
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
            "no limit. Keep in mind that francs are also your points at the end.",
        ),
    ),
    RuleId.USE_COST_PER_REPETITION: (
        QT_TRANSLATE_NOOP("RuleTitles", "Paying each repetition"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "A building that turns a cost into a gain charges that cost again for <b>every repetition</b>, and each "
            "repetition pays its food on its own: a separate payment from fish and/or grain, with no change, so what "
            "one repetition overpays never counts toward the next. With 6 fish (row 6, column +0) and no grain, for "
            "example, one food can only be paid by moving the fish marker down, which gives 3: two repetitions of "
            "the Restaurant therefore take all 6 fish. Francs asked for per repetition are paid exactly. The program "
            "proposes the cheapest sequence of payments; you can change the payment of each repetition by dragging "
            "the markers.",
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
            "there it cannot be used this round; when the wheel turns at the end of the round it reaches sector ×2 "
            "and becomes usable. A building with the lock symbol goes beside your board instead. Building is your "
            "action for the turn; afterwards you may still sell, and then you end your turn.",
        ),
    ),
    RuleId.LOCK_BUILDING: (
        QT_TRANSLATE_NOOP("RuleTitles", "Lock buildings"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "Buildings with the <b>lock symbol</b> have no function: they only bring their value at the end. They are "
            "the Town Hall, the Zoo, the Pont de Normandie, the four factories and the Dock. All of them lie <b>beside "
            "your board</b>, not on the wheel, so they are never used, never move through the sectors and are never "
            "sold by force. You may still sell one yourself on your turn for half its value.",
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
            "You may also use a building on your opponent's wheel. First you pay its owner a fee of <b>{fee}</b>, "
            "whatever sector it is in. You need that money before the use: the bonus franc of sector ×4+ arrives too "
            "late to pay the fee, though selling a building first can raise it. The building then works for you: your "
            "markers move and you collect any francs. Afterwards it goes back to sector 0 of its owner's wheel.",
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
            "cannot pay the fee for using it, because the fee is due first.",
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
        QT_TRANSLATE_NOOP("RuleTitles", "How many repetitions"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "The trading buildings (Wood Trader, Restaurant, Fish Market and Weekly Market) carry out their main "
            "function <i>up to</i> N times: you choose how many, from none up to the multiplier, and every repetition "
            "costs something. Using one of them with zero repetitions is still a legal action, and the building still "
            "goes back to sector 0. A building that offers no choice always works in full: its steps and francs cannot "
            "be declined, and steps beyond the edge of the warehouse are lost.",
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
            "freely</b> among your markers. One marker may take all of them, or you may spread them, and you may "
            "leave some unused. You may even give a marker more steps than it has room for before the edge: that is "
            "allowed, and the extra steps are lost.",
        ),
    ),
    RuleId.USE_DISTINCT_GOODS: (
        QT_TRANSLATE_NOOP("RuleTitles", "Different markers each"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "The Masons Guild, the Guild Hall and the Business Office move <b>up to N different markers one step "
            "each</b>. The same marker can never be chosen twice, so even from a strong sector no marker moves more "
            "than one step, and with four goods at most four steps are possible. The Masons Guild and the Guild Hall "
            "accept a marker that already stands at the edge, whose step is then lost; the Business Office pays "
            "francs for every step, so it only takes markers that can really make theirs.",
        ),
    ),
    # Selling
    RuleId.SELL_OWN_BUILDING: (
        QT_TRANSLATE_NOOP("RuleTitles", "Selling your buildings"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "On your own turn you may sell any number of <b>your own</b> buildings, lock buildings included: before "
            "your action, after it, or both. Selling is never your action. A sold building returns to the supply, "
            "where either player may build it again. Selling is the way to raise francs quickly, for an expensive "
            "building or for the fee of your opponent's building, and after the action it can keep a building out of "
            "your opponent's reach.",
        ),
    ),
    RuleId.SELL_HALF_VALUE: (
        QT_TRANSLATE_NOOP("RuleTitles", "Half the value"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "A sale brings <b>half the building's value</b> in francs, rounded down when the value is odd. For the "
            "buildings whose value changes (the four factories and the Dock), it is half of what they are worth at "
            "that moment.",
        ),
    ),
    RuleId.SELL_AFTER_ACTION: (
        QT_TRANSLATE_NOOP("RuleTitles", "Selling after your action"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "Your turn does not end with the action: after building, using or passing you may still sell your own "
            "buildings, and then you end the turn. This matters most at the end of a round. The player who takes a "
            "round's last action is the one who started it, so the <b>other</b> player opens the next round, and by "
            "then every building that lay in sector 0 has moved on to sector ×2. A building you use in the last turn "
            "of a round therefore waits in sector ×2 for your opponent, who may use it for the fee of {fee}. Selling "
            "it after the use, before you end the turn, keeps it out of their reach: choose <b>Confirm, keep turn "
            "open</b> for the use, sell, then choose <b>End turn</b>.",
        ),
    ),
    # End of a round
    RuleId.ROUND_END_ROTATION: (
        QT_TRANSLATE_NOOP("RuleTitles", "The wheels turn"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "When the last turn of a round ends, both players turn their pointer one sector. Every building on a "
            "wheel moves one sector further: 0 → ×2 → ×3 → ×4 → ×4+ → sale sector. Lock buildings beside the board "
            "do not move. Then the next round begins and its buildings enter the supply.",
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
            "When the last turn of round L ends, the wheels turn one last time and the forced sales follow. Then "
            "each player adds their francs to the value of every building they still own; in this game francs and "
            "points are the same thing. The higher total wins.",
        ),
    ),
    RuleId.SCORING_FACTORY: (
        QT_TRANSLATE_NOOP("RuleTitles", "Factory values"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "The four factories have no fixed value. At the end each is worth a number of francs for every unit of "
            "its good in your warehouse: the Fish Factory counts your fish, the Wood Factory your wood, the Grain "
            "Silo your grain and the Brick Factory your clay. Each factory's page gives its rate. A factory "
            "therefore rewards a full warehouse at the end of the game.",
        ),
    ),
    RuleId.SCORING_DOCK: (
        QT_TRANSLATE_NOOP("RuleTitles", "Dock value"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "The Dock is worth a fixed amount for each building with the <b>Dock symbol</b> that you own. The four "
            "factories carry that symbol, and the Dock does not count itself. The Dock's page gives the amount.",
        ),
    ),
    RuleId.SCORING_TIE: (
        QT_TRANSLATE_NOOP("RuleTitles", "Equal scores"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "If both totals are equal, the game is a <b>draw</b>, and you may play a rematch in which the other player "
            "starts.",
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
            "×3 and 3 from ×4 or ×4+. The tile shows N steps up-right followed by one step back down-left, and what "
            "counts is the net result: N−1 steps up-right.",
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
            "wood). You choose how many times. Each repetition pays its own franc and its own food, from fish and/or "
            "grain, without change. From sector ×2 that is at most 2 trades, from ×4 or ×4+ at most 4, and at ×4+ "
            "the bonus franc can pay one of the francs.",
        ),
    ),
    # Buildings D-G
    RuleId.RESTAURANT: (
        QT_TRANSLATE_NOOP("RuleTitles", "Restaurant: food for francs"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "Up to N times, you may pay <b>1 food</b> to receive <b>2 francs</b>. You choose how many, and each "
            "repetition pays its own food from fish or grain, without change. From sector ×2 you can sell at most 2 "
            "food, from ×4 or ×4+ at most 4.",
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
            "Gives you N steps <b>right</b> (→, +1 per step) to share among your four markers as you like. One "
            "marker may take all of them, or you may spread them. A marker may even take more steps than it has room "
            "for before the right edge: the extra steps are lost, and that is allowed.",
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
            "Moves up to N <b>different</b> markers one step <b>up-left</b> each (↖, +2 of that good). Each marker "
            "may be chosen only once, so even from sector ×4 no marker gains more than one step. A marker in the "
            "left column or the top row may still be chosen; its step is simply lost.",
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
            "sector ×2, 4 from ×3 and 5 from ×4 or ×4+. One marker may take several steps, even more than its room "
            "before the edge; the extra steps are lost.",
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
            "Gives you N+2 steps <b>right</b> (→, +1 per step) to share among your markers as you like: 4 from "
            "sector ×2, 5 from ×3 and 6 from ×4 or ×4+. All of them may go to one marker, even beyond its room "
            "before the right edge; the extra steps are lost.",
        ),
    ),
    RuleId.FISH_FACTORY: (
        QT_TRANSLATE_NOOP("RuleTitles", "Fish Factory: fish value"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "A lock building with no function, kept beside your board. At the end it is worth <b>{per} per fish</b> in "
            "your warehouse. It carries the Dock symbol, so it also raises the value of a Dock you own.",
        ),
    ),
    RuleId.GUILD_HALL: (
        QT_TRANSLATE_NOOP("RuleTitles", "Guild Hall: several goods up-right"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "Moves up to N <b>different</b> markers one step <b>up-right</b> each (↗, +4 of that good). Each marker "
            "may be chosen only once; a marker in the right column or the top row may still be chosen, and its step "
            "is lost. From sector ×4 with all four markers free, that is 4 more of every good.",
        ),
    ),
    RuleId.TOWN_HALL: (
        QT_TRANSLATE_NOOP("RuleTitles", "Town Hall: a fixed value"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "A lock building with no function, kept beside your board: it is simply worth <b>{value}</b> at the end "
            "of the game. It is never used and never sold by force, though you may sell it on your turn for half its "
            "value.",
        ),
    ),
    RuleId.ZOO: (
        QT_TRANSLATE_NOOP("RuleTitles", "Zoo: a fixed value"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "A lock building with no function, kept beside your board: it is simply worth <b>{value}</b> at the end "
            "of the game. It is never used and never sold by force, though you may sell it on your turn for half its "
            "value.",
        ),
    ),
    RuleId.WOOD_FACTORY: (
        QT_TRANSLATE_NOOP("RuleTitles", "Wood Factory: wood value"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "A lock building with no function, kept beside your board. At the end it is worth <b>{per} per wood</b> in "
            "your warehouse. It carries the Dock symbol, so it also raises the value of a Dock you own.",
        ),
    ),
    RuleId.PONT_DE_NORMANDIE: (
        QT_TRANSLATE_NOOP("RuleTitles", "Pont de Normandie: the great bridge"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "The great bridge is a lock building with no function, kept beside your board and worth <b>{value}</b> "
            "at the end. It is never used and never sold by force, though you may sell it yourself on your turn for "
            "half its value.",
        ),
    ),
    RuleId.DOCK: (
        QT_TRANSLATE_NOOP("RuleTitles", "Dock: bonus for factories"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "A lock building with no function, kept beside your board. At the end it is worth <b>{per}</b> for each "
            "building with the <b>Dock symbol</b> you own. The four factories carry that symbol, and the Dock does not "
            "count itself.",
        ),
    ),
    RuleId.GRAIN_SILO: (
        QT_TRANSLATE_NOOP("RuleTitles", "Grain Silo: grain value"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "A lock building with no function, kept beside your board. At the end it is worth <b>{per} per grain</b> "
            "in your warehouse. It carries the Dock symbol, so it also raises the value of a Dock you own.",
        ),
    ),
    RuleId.BRICK_FACTORY: (
        QT_TRANSLATE_NOOP("RuleTitles", "Brick Factory: clay value"),
        QT_TRANSLATE_NOOP(
            "RuleTexts",
            "A lock building with no function, kept beside your board. At the end it is worth <b>{per} per clay</b> in "
            "your warehouse. It carries the Dock symbol, so it also raises the value of a Dock you own.",
        ),
    ),
}

# How this edition reads the rulebooks where they leave a rule open: shown under the rule in the rules
# reference only, never during play, where the explanation above states the rule plainly. A note names no
# number of the component data (so it has no placeholders); some notes serve several rules.
FEE_FIRST_NOTE = QT_TRANSLATE_NOOP(
    "RuleNotes",
    "The rulebooks do not say whether the bonus franc of sector ×4+ can pay the fee for an opponent's building. "
    "This edition takes the fee first, so the bonus franc cannot pay it, though a sale before the action can.",
)
DOCK_SYMBOL_NOTE = QT_TRANSLATE_NOOP(
    "RuleNotes",
    "The rulebooks do not say which buildings carry the Dock symbol. This edition gives it to the four factories.",
)
DOCK_NOTE = QT_TRANSLATE_NOOP(
    "RuleNotes",
    "The rulebooks do not say which buildings carry the Dock symbol, whether the Dock counts itself, or how much "
    "it is worth for each. This edition gives the symbol to the four factories, does not count the Dock itself, "
    "and uses a reconstructed amount, which owners of the game can correct.",
)
RULE_NOTES: dict[RuleId, str] = {
    RuleId.TURN_PASS: QT_TRANSLATE_NOOP(
        "RuleNotes",
        "The rulebooks do not cover a turn in which you can neither build nor use anything. This edition lets you "
        "pass then, and only then.",
    ),
    RuleId.WAREHOUSE_READING: QT_TRANSLATE_NOOP(
        "RuleNotes",
        "The rulebooks do not give the size of the warehouse. This edition uses the reconstructed size of its "
        "component data, which owners of the game can correct.",
    ),
    RuleId.WAREHOUSE_EDGE: QT_TRANSLATE_NOOP(
        "RuleNotes",
        "The rulebooks do not say what becomes of a step at the edge of the warehouse. This edition loses it, and "
        "loses a diagonal step as soon as its row or its column runs out.",
    ),
    RuleId.PAYMENT_NO_CHANGE: QT_TRANSLATE_NOOP(
        "RuleNotes",
        "The rulebooks do not say whether you may overpay when you could pay exactly. This edition allows it, as "
        "long as every move of the payment is needed.",
    ),
    RuleId.PAYMENT_FRANCS: QT_TRANSLATE_NOOP(
        "RuleNotes",
        "The rulebooks do not say whether the bank can run out of francs. In this edition it never does.",
    ),
    RuleId.LOCK_BUILDING: QT_TRANSLATE_NOOP(
        "RuleNotes",
        "The rulebooks give the lock symbol to the Town Hall, the Zoo and the Pont de Normandie. The four factories "
        "and the Dock have no function either, so this edition treats them as lock buildings too.",
    ),
    RuleId.USE_OPPONENT_FEE: FEE_FIRST_NOTE,
    RuleId.USE_BONUS_FRANC: FEE_FIRST_NOTE,
    RuleId.USE_REPETITIONS_OPTIONAL: QT_TRANSLATE_NOOP(
        "RuleNotes",
        "The rulebooks do not say whether a trading building may be used with no repetition at all. This edition "
        "allows it, and the building still goes back to sector 0.",
    ),
    RuleId.SELL_HALF_VALUE: QT_TRANSLATE_NOOP(
        "RuleNotes",
        "The rulebooks say neither how an odd value is halved nor what a factory or the Dock is worth when it is "
        "sold. In this edition half an odd value is rounded down, and the value is the one at the moment of the sale.",
    ),
    RuleId.SCORING_DOCK: DOCK_NOTE,
    RuleId.SCORING_TIE: QT_TRANSLATE_NOOP(
        "RuleNotes",
        "The printed rules suggest playing another game with the boards swapped. This edition declares the draw "
        "and offers a rematch in which the other player starts.",
    ),
    RuleId.FARM: QT_TRANSLATE_NOOP(
        "RuleNotes",
        "The rulebooks do not settle whether the Farm's steps are taken as shown (N up-right, then one down-left) "
        "or as their net result; the two differ only at the top or right edge. This edition takes the net result.",
    ),
    RuleId.FISH_FACTORY: DOCK_SYMBOL_NOTE,
    RuleId.WOOD_FACTORY: DOCK_SYMBOL_NOTE,
    RuleId.DOCK: DOCK_NOTE,
    RuleId.GRAIN_SILO: DOCK_SYMBOL_NOTE,
    RuleId.BRICK_FACTORY: DOCK_SYMBOL_NOTE,
}

# The rules reference, topic by topic; every rule id appears in exactly one topic.
TOPICS: list[tuple[str, list[RuleId]]] = [
    (
        QT_TRANSLATE_NOOP("RuleTopics", "Setting up"),
        [
            RuleId.SETUP_START_SUPPLIES,
        ],
    ),
    (
        QT_TRANSLATE_NOOP("RuleTopics", "Rounds and turns"),
        [
            RuleId.ROUND_BUILDINGS_ENTER,
            RuleId.ROUND_ACTION_COUNT,
            RuleId.TURN_ORDER,
            RuleId.TURN_ONE_ACTION,
            RuleId.TURN_PASS,
            RuleId.TURN_END,
            RuleId.ACTION_UNKNOWN,
        ],
    ),
    (
        QT_TRANSLATE_NOOP("RuleTopics", "The warehouse"),
        [
            RuleId.WAREHOUSE_READING,
            RuleId.WAREHOUSE_DIRECTIONS,
            RuleId.WAREHOUSE_EDGE,
            RuleId.FOOD,
        ],
    ),
    (
        QT_TRANSLATE_NOOP("RuleTopics", "Paying"),
        [
            RuleId.PAYMENT_MOVES,
            RuleId.PAYMENT_NO_CHANGE,
            RuleId.PAYMENT_WRONG_GOODS,
            RuleId.PAYMENT_FRANCS,
            RuleId.USE_COST_PER_REPETITION,
        ],
    ),
    (
        QT_TRANSLATE_NOOP("RuleTopics", "Building"),
        [
            RuleId.BUILD_AVAILABLE,
            RuleId.BUILD_COST,
            RuleId.BUILD_PLACEMENT,
            RuleId.LOCK_BUILDING,
        ],
    ),
    (
        QT_TRANSLATE_NOOP("RuleTopics", "Using buildings"),
        [
            RuleId.USE_OWNED_BUILDING,
            RuleId.USE_SECTOR_ZERO,
            RuleId.USE_OPPONENT_FEE,
            RuleId.USE_MULTIPLIER,
            RuleId.USE_BONUS_FRANC,
            RuleId.USE_RETURN_TO_ZERO,
            RuleId.USE_REPETITIONS_OPTIONAL,
            RuleId.USE_CHOICE,
            RuleId.USE_SAME_GOOD,
            RuleId.USE_FREE_SPLIT,
            RuleId.USE_DISTINCT_GOODS,
        ],
    ),
    (
        QT_TRANSLATE_NOOP("RuleTopics", "Selling"),
        [
            RuleId.SELL_OWN_BUILDING,
            RuleId.SELL_HALF_VALUE,
            RuleId.SELL_AFTER_ACTION,
        ],
    ),
    (
        QT_TRANSLATE_NOOP("RuleTopics", "End of a round"),
        [
            RuleId.ROUND_END_ROTATION,
            RuleId.FORCED_SALE,
        ],
    ),
    (
        QT_TRANSLATE_NOOP("RuleTopics", "End of the game and scoring"),
        [
            RuleId.GAME_END_SCORING,
            RuleId.SCORING_FACTORY,
            RuleId.SCORING_DOCK,
            RuleId.SCORING_TIE,
            RuleId.GAME_OVER,
        ],
    ),
    (
        QT_TRANSLATE_NOOP("RuleTopics", "Buildings A–C"),
        [
            RuleId.CLAY_MOUND,
            RuleId.SMOKEHOUSE,
            RuleId.GROCERY_STORE,
            RuleId.HARDWARE_STORE,
            RuleId.WOOD_COMPANY,
            RuleId.FARM,
            RuleId.FARMLAND,
            RuleId.KILN,
            RuleId.BAKEHOUSE,
            RuleId.WOOD_TRADER,
        ],
    ),
    (
        QT_TRANSLATE_NOOP("RuleTopics", "Buildings D–G"),
        [
            RuleId.RESTAURANT,
            RuleId.FISH_MARKET,
            RuleId.BUILDING_FIRM,
            RuleId.MARKETPLACE,
            RuleId.CHURCH_SQUARE,
            RuleId.WEEKLY_MARKET,
            RuleId.SAWMILL,
            RuleId.MASONS_GUILD,
        ],
    ),
    (
        QT_TRANSLATE_NOOP("RuleTopics", "Buildings H–L"),
        [
            RuleId.BUSINESS_OFFICE,
            RuleId.CRAFTSMENS_YARD,
            RuleId.SHIPPING_LINE,
            RuleId.PIER,
            RuleId.FISH_FACTORY,
            RuleId.GUILD_HALL,
            RuleId.TOWN_HALL,
            RuleId.ZOO,
            RuleId.WOOD_FACTORY,
            RuleId.PONT_DE_NORMANDIE,
            RuleId.DOCK,
            RuleId.GRAIN_SILO,
            RuleId.BRICK_FACTORY,
        ],
    ),
]


# Which building a building's own rule explains (``building.lock`` is a general rule, not a building).
BUILDING_OF_RULE: dict[RuleId, str] = {building_rule(spec.id): spec.id for spec in BUILT_IN.buildings}
PLACEHOLDER = re.compile(r"\{(\w+)(?::(\w*))?\}")  # {name} or {name:form}


def building_of(rule: RuleId) -> str | None:
    return BUILDING_OF_RULE.get(rule)


def rule_numbers(rule: RuleId, components: Components = BUILT_IN) -> dict[str, Term]:
    """The component numbers a rule text may name, as they are said: ``fee``, the warehouse's
    ``top_row``, ``last_column`` and ``max_amount``, and for a building's own rule its ``value``
    (a fixed value) or its ``per`` (francs per good, or per Dock-symbol building)."""
    numbers: dict[str, Term] = {"fee": francs(USER_FEE), **_warehouse_numbers(components.warehouse)}
    building = building_of(rule)
    if building is not None:
        value = components.by_id[building].value
        if isinstance(value, FixedValue):
            numbers["value"] = francs(value.amount)
        elif isinstance(value, PerGoodValue | PerDockSymbolValue):
            numbers["per"] = francs(value.per)
    return numbers


@lru_cache(maxsize=8)
def _warehouse_numbers(geometry: WarehouseGeometry) -> dict[str, Term]:
    return {
        "top_row": Number(max(Cell(cell.row, 0).amount for cell in geometry.cells)),
        "last_column": Number(max(cell.col for cell in geometry.cells)),
        "max_amount": Number(geometry.max_amount),
    }


def fill(template: str, numbers: Mapping[str, Term]) -> str:
    """Put the numbers into a text, each in the form it names; a name the text does not know stays visible."""

    def said(match: re.Match[str]) -> str:
        term = numbers.get(match.group(1))
        return match.group(0) if term is None else format(term, match.group(2) or "")

    return PLACEHOLDER.sub(said, template)


def rule_title(rule: RuleId) -> str:
    return QCoreApplication.translate("RuleTitles", RULE_TEXTS[rule][0])


def rule_text(rule: RuleId, components: Components = BUILT_IN) -> str:
    """The explanation in the current language, with the numbers of this component table."""
    return fill(QCoreApplication.translate("RuleTexts", RULE_TEXTS[rule][1]), rule_numbers(rule, components))


def rule_note(rule: RuleId) -> str | None:
    """How this edition reads the rulebooks on this rule, in the current language, for the rules reference;
    None where the rulebooks settle the rule."""
    note = RULE_NOTES.get(rule)
    return None if note is None else QCoreApplication.translate("RuleNotes", note)


def plain_rule_text(rule: RuleId, components: Components = BUILT_IN) -> str:
    """The explanation without its markup, for places that show plain text."""
    text = re.sub(r"<[^>]+>", "", rule_text(rule, components))
    return text.replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&")


def topic_title(index: int) -> str:
    return QCoreApplication.translate("RuleTopics", TOPICS[index][0])
