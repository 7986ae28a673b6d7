<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hu_HU">
<context>
    <name>ActionBar</name>
    <message>
        <source>◀ Other choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous choice (Page Up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other choice ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next choice (Page Down)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Carry out the action (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop this action (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>Row {row} + column +{col} = {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board A–F</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board G–L</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn · {n} left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turns left this round: {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wealth: {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} act.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag one of your buildings here to sell it for half its value</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BuildingSummaries</name>
    <message>
        <source>Clay → N+1 steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fish ↖ N steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N francs; grain → 1, fish → 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wood or clay → N steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wood → N steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grain ↗ N steps, then ↙ 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grain → N; wood → 1, clay → 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clay ↖ N steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grain ↖ N steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Up to N×: 1 franc + 2 food → wood ↑ 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Up to N×: 1 food → 2 francs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Up to N×: 1 franc → fish ↗ 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wood → N, clay → N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N steps → on any markers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grain → N, fish → N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Up to N×: grain or fish ↓ 1 → 4 francs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wood ↖ N steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N different markers ↖ 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N different markers ↙ 1, 5 francs each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N+1 steps ↖ on any markers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3×N francs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N+2 steps → on any markers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 franc per fish at the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N different markers ↗ 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No function</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 franc per wood at the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4 francs per Dock-symbol building</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 franc per grain at the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 franc per clay at the end</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Buildings</name>
    <message>
        <source>Clay Mound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smokehouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grocery Store</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hardware Store</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wood Company</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Farm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Farmland</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kiln</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bakehouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wood Trader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restaurant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fish Market</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Building Firm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marketplace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Church Square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weekly Market</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sawmill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Masons Guild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Business Office</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Craftsmen&apos;s Yard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shipping Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fish Factory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guild Hall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Town Hall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wood Factory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pont de Normandie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grain Silo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brick Factory</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <source>No legal choice puts the {good} marker there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sell {building} for %n franc(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}, your turn: click a building in the supply to build it, or a building with a green frame on a wheel to use it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} can neither build nor use a building: pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build {building}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use {building}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use {building} (your opponent&apos;s: 1 franc fee)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing changes on your warehouse.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your francs: {before} → {after}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choice {i} of {n}: drag a marker with a yellow outline to another green cell, or use the choice buttons.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EndGameDialog</name>
    <message>
        <source>Final scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A draw at {total}! Play a rematch with the boards swapped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{winner} wins, {a} to {b}!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Francs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{building} (1 per good)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{building} (per factory)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wealth (francs + buildings) at each round&apos;s start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rematch, start player swapped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wealth</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Goods</name>
    <message>
        <source>Fish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wood</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Food</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Francs</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message>
        <source>Round {letter}: no new buildings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {letter}: new buildings: {names}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {letter} has %n action(s); {player} starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} builds {building} (beside the board).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} builds {building}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} uses {owner}&apos;s {building} from sector {sector}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} uses {building} from sector {sector}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} pays %n {good} ({start} → {end}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No change: {paid} {part} paid for a cost of {cost}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} pays %n franc(s) to {other}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} pays %n franc(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} gets the bonus franc of sector 4+.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} receives %n franc(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s {good}: {start} → {end}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%n step(s) of {good} lost at the edge of the warehouse.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{building} goes to sector 0 of {owner}&apos;s wheel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forced sale: {owner}&apos;s {building} reaches the sale sector and brings %n franc(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} sells {building} for %n franc(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} can neither build nor use a building, and passes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End of round {letter}: the pointers turn a last time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End of round {letter}: both pointers turn one sector.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over: {a} {ta}, {b} {tb}. A draw!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over: {a} {ta}, {b} {tb}. {winner} wins!</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game &amp;log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Le Havre: The Inland Port — {a} vs {b}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autosave failed: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inland Port games (*{suffix});;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} is not a game this program can open. The file was left as it is.

Details: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be saved to {file}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved to {file}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two players share this computer. The start player takes the A–F board; the other player takes the G–L board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First player:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Second player:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start player:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can only pass when you can neither build nor use a building.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such building.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can only sell your own buildings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{building} has already been built.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{building} enters the game in round {letter}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{good} is not part of this cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This costs {cost} francs; you have {have}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This costs {cost} {part}; you have {have}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The payment gives {paid} {part}, but {cost} are needed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {good} marker cannot get there by paying moves (left, down, down-left).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No change is given, but no move may be superfluous: {paid} {part} pays more than {cost} needs even without the last move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{building} has the lock symbol: it can never be used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{building} has not been built by anyone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{building} is in sector 0: it was built or used this round and cannot be used yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Using your opponent&apos;s building costs {fee} franc; you have {have}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{building} offers no choice of goods.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{building} has no repetitions to choose.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{building} needs no payment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose exactly one of the goods it names.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only {allowed} steps are allowed; you chose {chosen}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {good} marker has room for {room} step(s) that way, not {steps}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each marker may be chosen only once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only {allowed} different goods are allowed; you chose {chosen}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All repetitions must use the same good.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{good} cannot be used here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At most {allowed} repetitions from this sector; you chose {chosen}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <source>Player 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corrections to the component data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some entries of your components file were not used; the built-in values stand for them:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unfinished game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The automatic save could not be read, so it was kept as {file} and a new game starts.

Details: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{a} and {b} have an unfinished game ({n} actions played). Continue it?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
