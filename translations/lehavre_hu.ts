<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hu_HU">
<context>
    <name>ActionBar</name>
    <message>
        <source>◀ Other choice</source>
        <translation>◀ Másik változat</translation>
    </message>
    <message>
        <source>Previous choice (Page Up)</source>
        <translation>Előző változat (Page Up)</translation>
    </message>
    <message>
        <source>Other choice ▶</source>
        <translation>Másik változat ▶</translation>
    </message>
    <message>
        <source>Next choice (Page Down)</source>
        <translation>Következő változat (Page Down)</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Jóváhagyás</translation>
    </message>
    <message>
        <source>Carry out the action (Enter)</source>
        <translation>Az akció végrehajtása (Enter)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Mégse</translation>
    </message>
    <message>
        <source>Drop this action (Esc)</source>
        <translation>Az akció elvetése (Esc)</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passz</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>Row {row} + column +{col} = {amount}</source>
        <translation>Sor ({row}) + oszlop (+{col}) = {amount}</translation>
    </message>
    <message>
        <source>Sale</source>
        <translation>Eladás</translation>
    </message>
    <message>
        <source>Your turn · actions left: {n}</source>
        <translation>Te jössz · hátralévő akció: {n}</translation>
    </message>
    <message>
        <source>Actions left this round: {n}</source>
        <translation>Hátralévő akció a körben: {n}</translation>
    </message>
    <message>
        <source>Wealth: {n}</source>
        <translation>Vagyon: {n}</translation>
    </message>
    <message>
        <source>{n} act.</source>
        <translation>{n} akció</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>Bank</translation>
    </message>
    <message>
        <source>Drag one of your buildings here to sell it for half its value</source>
        <translation>Húzd ide egy épületedet, hogy eladd az értéke feléért</translation>
    </message>
</context>
<context>
    <name>BuildingSummaries</name>
    <message>
        <source>Clay → N+1 steps</source>
        <translation>Agyag → N+1 lépés</translation>
    </message>
    <message>
        <source>Fish ↖ N steps</source>
        <translation>Hal ↖ N lépés</translation>
    </message>
    <message>
        <source>N francs; grain → 1, fish → 1</source>
        <translation>N Frank; Gabona → 1, Hal → 1</translation>
    </message>
    <message>
        <source>Wood or clay → N steps</source>
        <translation>Fa vagy Agyag → N lépés</translation>
    </message>
    <message>
        <source>Wood → N steps</source>
        <translation>Fa → N lépés</translation>
    </message>
    <message>
        <source>Grain ↗ N steps, then ↙ 1</source>
        <translation>Gabona ↗ N lépés, majd ↙ 1</translation>
    </message>
    <message>
        <source>Grain → N; wood → 1, clay → 1</source>
        <translation>Gabona → N; Fa → 1, Agyag → 1</translation>
    </message>
    <message>
        <source>Clay ↖ N steps</source>
        <translation>Agyag ↖ N lépés</translation>
    </message>
    <message>
        <source>Grain ↖ N steps</source>
        <translation>Gabona ↖ N lépés</translation>
    </message>
    <message>
        <source>Up to N×: 1 franc + 2 food → wood ↑ 1</source>
        <translation>Legfeljebb N×: 1 Frank + 2 Étel → Fa ↑ 1</translation>
    </message>
    <message>
        <source>Up to N×: 1 food → 2 francs</source>
        <translation>Legfeljebb N×: 1 Étel → 2 Frank</translation>
    </message>
    <message>
        <source>Up to N×: 1 franc → fish ↗ 1</source>
        <translation>Legfeljebb N×: 1 Frank → Hal ↗ 1</translation>
    </message>
    <message>
        <source>Wood → N, clay → N</source>
        <translation>Fa → N, Agyag → N</translation>
    </message>
    <message>
        <source>N steps → on any markers</source>
        <translation>N lépés → tetszőleges áruszámlálókkal</translation>
    </message>
    <message>
        <source>Grain → N, fish → N</source>
        <translation>Gabona → N, Hal → N</translation>
    </message>
    <message>
        <source>Up to N×: grain or fish ↓ 1 → 4 francs</source>
        <translation>Legfeljebb N×: Gabona vagy Hal ↓ 1 → 4 Frank</translation>
    </message>
    <message>
        <source>Wood ↖ N steps</source>
        <translation>Fa ↖ N lépés</translation>
    </message>
    <message>
        <source>N different markers ↖ 1</source>
        <translation>N különböző áruszámláló ↖ 1</translation>
    </message>
    <message>
        <source>N different markers ↙ 1, 5 francs each</source>
        <translation>N különböző áruszámláló ↙ 1, egyenként 5 Frank</translation>
    </message>
    <message>
        <source>N+1 steps ↖ on any markers</source>
        <translation>N+1 lépés ↖ tetszőleges áruszámlálókkal</translation>
    </message>
    <message>
        <source>3×N francs</source>
        <translation>3×N Frank</translation>
    </message>
    <message>
        <source>N+2 steps → on any markers</source>
        <translation>N+2 lépés → tetszőleges áruszámlálókkal</translation>
    </message>
    <message>
        <source>1 franc per fish at the end</source>
        <translation>A játék végén Halanként 1 Frank</translation>
    </message>
    <message>
        <source>N different markers ↗ 1</source>
        <translation>N különböző áruszámláló ↗ 1</translation>
    </message>
    <message>
        <source>No function</source>
        <translation>Nincs hatása</translation>
    </message>
    <message>
        <source>1 franc per wood at the end</source>
        <translation>A játék végén Fánként 1 Frank</translation>
    </message>
    <message>
        <source>4 francs per Dock-symbol building</source>
        <translation>Kikötő szimbólumos épületenként 4 Frank</translation>
    </message>
    <message>
        <source>1 franc per grain at the end</source>
        <translation>A játék végén Gabonánként 1 Frank</translation>
    </message>
    <message>
        <source>1 franc per clay at the end</source>
        <translation>A játék végén Agyagonként 1 Frank</translation>
    </message>
</context>
<context>
    <name>Buildings</name>
    <message>
        <source>Clay Mound</source>
        <translation>Agyagdomb</translation>
    </message>
    <message>
        <source>Smokehouse</source>
        <translation>Füstölőüzem</translation>
    </message>
    <message>
        <source>Grocery Store</source>
        <translation>Élelmiszerbolt</translation>
    </message>
    <message>
        <source>Hardware Store</source>
        <translation>Építőanyag Kereskedés</translation>
    </message>
    <message>
        <source>Wood Company</source>
        <translation>Faipari Vállalat</translation>
    </message>
    <message>
        <source>Farm</source>
        <translation>Tanya</translation>
    </message>
    <message>
        <source>Farmland</source>
        <translation>Gazdaság</translation>
    </message>
    <message>
        <source>Kiln</source>
        <translation>Égetőkemence</translation>
    </message>
    <message>
        <source>Bakehouse</source>
        <translation>Sütöde</translation>
    </message>
    <message>
        <source>Wood Trader</source>
        <translation>Fakereskedés</translation>
    </message>
    <message>
        <source>Restaurant</source>
        <translation>Étterem</translation>
    </message>
    <message>
        <source>Fish Market</source>
        <translation>Halpiac</translation>
    </message>
    <message>
        <source>Building Firm</source>
        <translation>Építőüzem</translation>
    </message>
    <message>
        <source>Marketplace</source>
        <translation>Piac</translation>
    </message>
    <message>
        <source>Church Square</source>
        <translation>Templom Tér</translation>
    </message>
    <message>
        <source>Weekly Market</source>
        <translation>Heti Piac</translation>
    </message>
    <message>
        <source>Sawmill</source>
        <translation>Fűrészmalom</translation>
    </message>
    <message>
        <source>Masons Guild</source>
        <translation>Kőműves Céh</translation>
    </message>
    <message>
        <source>Business Office</source>
        <translation>Üzlethelyiség</translation>
    </message>
    <message>
        <source>Craftsmen&apos;s Yard</source>
        <translation>Iparos Udvar</translation>
    </message>
    <message>
        <source>Shipping Line</source>
        <translation>Hajózási Társaság</translation>
    </message>
    <message>
        <source>Pier</source>
        <translation>Rakpart</translation>
    </message>
    <message>
        <source>Fish Factory</source>
        <translation>Halfeldolgozó Üzem</translation>
    </message>
    <message>
        <source>Guild Hall</source>
        <translation>Céhház</translation>
    </message>
    <message>
        <source>Town Hall</source>
        <translation>Városháza</translation>
    </message>
    <message>
        <source>Zoo</source>
        <translation>Állatkert</translation>
    </message>
    <message>
        <source>Wood Factory</source>
        <translation>Fafeldolgozó Üzem</translation>
    </message>
    <message>
        <source>Pont de Normandie</source>
        <translation>Normandia Híd</translation>
    </message>
    <message>
        <source>Dock</source>
        <translation>Kikötő</translation>
    </message>
    <message>
        <source>Grain Silo</source>
        <translation>Gabonasiló</translation>
    </message>
    <message>
        <source>Brick Factory</source>
        <translation>Téglagyár</translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <source>No legal choice puts the {good} marker there.</source>
        <translation>Nincs olyan szabályos lehetőség, amely oda vinné a(z) {good} áruszámlálót.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>A játék véget ért.</translation>
    </message>
    <message>
        <source>{player}, your turn: click a building in the supply to build it, or a building with a green frame on a wheel to use it.</source>
        <translation>{player}, te jössz: kattints egy épületre a készletben, hogy felépítsd, vagy egy zöld keretes épületre valamelyik játéktáblán, hogy használd.</translation>
    </message>
    <message>
        <source>{player}, you can neither build nor use a building: please pass.</source>
        <translation>{player}, sem építeni, sem épületet használni nem tudsz: passzolj.</translation>
    </message>
    <message>
        <source>Build {building}</source>
        <translation>Építés: {building}</translation>
    </message>
    <message>
        <source>Use {building}</source>
        <translation>Használat: {building}</translation>
    </message>
    <message>
        <source>Use {building} (your opponent&apos;s: 1 franc fee)</source>
        <translation>Használat: {building} (az ellenfeled épülete: 1 Frank díj)</translation>
    </message>
    <message>
        <source>Nothing changes on your warehouse.</source>
        <translation>A raktáradban semmi sem változik.</translation>
    </message>
    <message>
        <source>Your francs: {before} → {after}</source>
        <translation>Frankjaid: {before} → {after}</translation>
    </message>
    <message>
        <source>Choice {i} of {n}: drag a marker with a yellow outline to another green cell, or use the choice buttons.</source>
        <translation>Változat: {i}/{n} – húzz egy sárga szegélyű áruszámlálót egy másik zöld mezőre, vagy használd a változatválasztó gombokat.</translation>
    </message>
    <message>
        <source>Sell {building} for 1 franc</source>
        <translation>{building} eladása 1 Frankért</translation>
    </message>
    <message>
        <source>Sell {building} for {n} francs</source>
        <translation>{building} eladása {n} Frankért</translation>
    </message>
</context>
<context>
    <name>EndGameDialog</name>
    <message>
        <source>Final scores</source>
        <translation>Végeredmény</translation>
    </message>
    <message>
        <source>A draw at {total}! Play a rematch with the boards swapped.</source>
        <translation>Döntetlen, {total} ponttal! Játsszatok visszavágót felcserélt táblákkal.</translation>
    </message>
    <message>
        <source>{winner} wins, {a} to {b}!</source>
        <translation>{winner} nyert {a}:{b} arányban!</translation>
    </message>
    <message>
        <source>{name}: {total}</source>
        <translation>{name}: {total}</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Tétel</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Pont</translation>
    </message>
    <message>
        <source>Francs</source>
        <translation>Frank</translation>
    </message>
    <message>
        <source>{building} (1 per good)</source>
        <translation>{building} (árunként 1)</translation>
    </message>
    <message>
        <source>{building} (per Dock-symbol building)</source>
        <translation>{building} (Kikötő szimbólumos épületenként)</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Összesen</translation>
    </message>
    <message>
        <source>Wealth (francs + buildings) at each round&apos;s start</source>
        <translation>Vagyon (Frank + épületek) az egyes körök elején</translation>
    </message>
    <message>
        <source>Rematch, start player swapped</source>
        <translation>Visszavágó: a másik játékos kezd</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Kör</translation>
    </message>
    <message>
        <source>Wealth</source>
        <translation>Vagyon</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Vége</translation>
    </message>
</context>
<context>
    <name>Goods</name>
    <message>
        <source>Fish</source>
        <translation>Hal</translation>
    </message>
    <message>
        <source>Clay</source>
        <translation>Agyag</translation>
    </message>
    <message>
        <source>Wood</source>
        <translation>Fa</translation>
    </message>
    <message>
        <source>Grain</source>
        <translation>Gabona</translation>
    </message>
    <message>
        <source>Food</source>
        <translation>Étel</translation>
    </message>
    <message>
        <source>Francs</source>
        <translation>Frank</translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message>
        <source>Round {letter}: no new buildings.</source>
        <translation>{letter}-kör: nincs új épület.</translation>
    </message>
    <message>
        <source>Round {letter}: new buildings: {names}.</source>
        <translation>{letter}-kör: új épületek: {names}.</translation>
    </message>
    <message>
        <source>{player} builds {building} (beside the board).</source>
        <translation>{player} épít: {building} (a játéktábla mellé).</translation>
    </message>
    <message>
        <source>{player} builds {building}.</source>
        <translation>{player} épít: {building}.</translation>
    </message>
    <message>
        <source>{player} uses {owner}&apos;s {building} from sector {sector}.</source>
        <translation>{player} használja {owner} épületét: {building} ({sector}. szektor).</translation>
    </message>
    <message>
        <source>{player} uses {building} from sector {sector}.</source>
        <translation>{player} használja: {building} ({sector}. szektor).</translation>
    </message>
    <message>
        <source>No change: {paid} {part} paid for a cost of {cost}.</source>
        <translation>Nincs visszajáró: {cost} helyett {paid} {part} lett kifizetve.</translation>
    </message>
    <message>
        <source>{player} gets the bonus franc of sector 4+.</source>
        <translation>{player} megkapja a 4+ szektor bónusz Frankját.</translation>
    </message>
    <message>
        <source>{player}&apos;s {good}: {start} → {end}.</source>
        <translation>{good} ({player}): {start} → {end}.</translation>
    </message>
    <message>
        <source>{building} goes to sector 0 of {owner}&apos;s wheel.</source>
        <translation>A(z) {building} {owner} játéktáblájának 0. szektorába kerül.</translation>
    </message>
    <message>
        <source>{player} can neither build nor use a building, and passes.</source>
        <translation>{player} nem tud sem építeni, sem épületet használni, ezért passzol.</translation>
    </message>
    <message>
        <source>End of round {letter}: the pointers turn a last time.</source>
        <translation>{letter}-kör vége: a mutatók utoljára fordulnak el.</translation>
    </message>
    <message>
        <source>End of round {letter}: both pointers turn one sector.</source>
        <translation>{letter}-kör vége: mindkét mutató egy szektorral továbbfordul.</translation>
    </message>
    <message>
        <source>Game over: {a} {ta}, {b} {tb}. A draw!</source>
        <translation>Vége a játéknak: {a} {ta} pont, {b} {tb} pont. Döntetlen!</translation>
    </message>
    <message>
        <source>Game over: {a} {ta}, {b} {tb}. {winner} wins!</source>
        <translation>Vége a játéknak: {a} {ta} pont, {b} {tb} pont. {winner} nyert!</translation>
    </message>
    <message>
        <source>Round {letter} has {n} actions; {player} starts.</source>
        <translation>{letter}-kör: {n} akció, {player} kezd.</translation>
    </message>
    <message>
        <source>{player} pays {n} {good} ({start} → {end}).</source>
        <translation>{player} fizet: {n} {good} ({start} → {end}).</translation>
    </message>
    <message>
        <source>{player} pays 1 franc to {other}.</source>
        <translation>{player} 1 Frankot fizet {other} játékosnak.</translation>
    </message>
    <message>
        <source>{player} pays {n} francs to {other}.</source>
        <translation>{player} {n} Frankot fizet {other} játékosnak.</translation>
    </message>
    <message>
        <source>{player} pays 1 franc.</source>
        <translation>{player} 1 Frankot fizet.</translation>
    </message>
    <message>
        <source>{player} pays {n} francs.</source>
        <translation>{player} {n} Frankot fizet.</translation>
    </message>
    <message>
        <source>{player} receives 1 franc.</source>
        <translation>{player} 1 Frankot kap.</translation>
    </message>
    <message>
        <source>{player} receives {n} francs.</source>
        <translation>{player} {n} Frankot kap.</translation>
    </message>
    <message>
        <source>1 step of {good} is lost at the edge of the warehouse.</source>
        <translation>{good}: 1 lépés elvész a raktár szélén.</translation>
    </message>
    <message>
        <source>{n} steps of {good} are lost at the edge of the warehouse.</source>
        <translation>{good}: {n} lépés elvész a raktár szélén.</translation>
    </message>
    <message>
        <source>Forced sale: {player}&apos;s {building} reaches the sale sector and brings 1 franc.</source>
        <translation>Kényszer-értékesítés: a(z) {building} ({player}) eléri az eladási szektort, és 1 Frankot hoz.</translation>
    </message>
    <message>
        <source>Forced sale: {player}&apos;s {building} reaches the sale sector and brings {n} francs.</source>
        <translation>Kényszer-értékesítés: a(z) {building} ({player}) eléri az eladási szektort, és {n} Frankot hoz.</translation>
    </message>
    <message>
        <source>{player} sells {building} for 1 franc.</source>
        <translation>{player} 1 Frankért eladja: {building}.</translation>
    </message>
    <message>
        <source>{player} sells {building} for {n} francs.</source>
        <translation>{player} {n} Frankért eladja: {building}.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Játék</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Szerkesztés</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Nézet</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Nyelv</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>&amp;Animációk</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>Ú&amp;j játék…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Megnyitás…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>M&amp;entés</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Mentés má&amp;sként…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Kilépés</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Visszavonás</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Ú&amp;jra</translation>
    </message>
    <message>
        <source>Game &amp;log</source>
        <translation>&amp;Játéknapló</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Játéknapló</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation>Fő eszköztár</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Ki</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Gyors</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normál</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lassú</translation>
    </message>
    <message>
        <source>Le Havre: The Inland Port — {a} vs {b}</source>
        <translation>Le Havre: The Inland Port — {a} kontra {b}</translation>
    </message>
    <message>
        <source>Autosave failed: {reason}</source>
        <translation>Az automatikus mentés nem sikerült: {reason}</translation>
    </message>
    <message>
        <source>Inland Port games (*{suffix});;All files (*)</source>
        <translation>Inland Port játékállások (*{suffix});;Minden fájl (*)</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Játék megnyitása</translation>
    </message>
    <message>
        <source>Cannot open game</source>
        <translation>A játék nem nyitható meg</translation>
    </message>
    <message>
        <source>{file} is not a game this program can open. The file was left as it is.

Details: {reason}</source>
        <translation>Ez a fájl nem olyan játékállás, amelyet a program meg tud nyitni: {file}. A fájl változatlan maradt.

Részletek: {reason}</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Játék mentése</translation>
    </message>
    <message>
        <source>Cannot save game</source>
        <translation>A játék nem menthető</translation>
    </message>
    <message>
        <source>The game could not be saved to {file}: {reason}</source>
        <translation>A játék mentése nem sikerült ({file}): {reason}</translation>
    </message>
    <message>
        <source>Saved to {file}</source>
        <translation>Mentve: {file}</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Új játék</translation>
    </message>
    <message>
        <source>Two players share this computer. The start player takes the A–F board; the other player takes the G–L board.</source>
        <translation>Két játékos játszik ugyanazon a számítógépen. A kezdőjátékos az A–F játéktáblát kapja, a másik játékos a G–L játéktáblát.</translation>
    </message>
    <message>
        <source>First player:</source>
        <translation>Első játékos:</translation>
    </message>
    <message>
        <source>Second player:</source>
        <translation>Második játékos:</translation>
    </message>
    <message>
        <source>Start player:</source>
        <translation>Kezdőjátékos:</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>1. játékos</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>2. játékos</translation>
    </message>
    <message>
        <source>{name} starts</source>
        <translation>{name} kezd</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Véletlenszerű</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <source>The game is over.</source>
        <translation>A játék véget ért.</translation>
    </message>
    <message>
        <source>You can only pass when you can neither build nor use a building.</source>
        <translation>Csak akkor passzolhatsz, ha sem építeni, sem épületet használni nem tudsz.</translation>
    </message>
    <message>
        <source>There is no such building.</source>
        <translation>Nincs ilyen épület.</translation>
    </message>
    <message>
        <source>You can only sell your own buildings.</source>
        <translation>Csak a saját épületeidet adhatod el.</translation>
    </message>
    <message>
        <source>{building} has already been built.</source>
        <translation>A(z) {building} már fel van építve.</translation>
    </message>
    <message>
        <source>{building} enters the game in round {letter}.</source>
        <translation>A(z) {building} a(z) {letter}-körben kerül játékba.</translation>
    </message>
    <message>
        <source>{good} is not part of this cost.</source>
        <translation>Ennek a költségnek nem része: {good}.</translation>
    </message>
    <message>
        <source>This costs {cost} francs; you have {have}.</source>
        <translation>Ez {cost} Frankba kerül; neked {have} Frankod van.</translation>
    </message>
    <message>
        <source>This costs {cost} {part}; you have {have}.</source>
        <translation>Ennek az ára {cost} {part}; neked {have} van.</translation>
    </message>
    <message>
        <source>The payment gives {paid} {part}, but {cost} are needed.</source>
        <translation>A kifizetett mennyiség {paid} {part}, de {cost} szükséges.</translation>
    </message>
    <message>
        <source>The {good} marker cannot get there by paying moves (left, down, down-left).</source>
        <translation>A(z) {good} áruszámláló fizető lépésekkel (balra, lefelé, átlósan balra lefelé) nem juthat oda.</translation>
    </message>
    <message>
        <source>Each marker may appear only once in a payment.</source>
        <translation>Egy fizetésben minden áruszámláló csak egyszer szerepelhet.</translation>
    </message>
    <message>
        <source>No change is given, and no move may be superfluous: even without the last move, this payment of {paid} {part} would already cover the cost of {cost}.</source>
        <translation>Nincs visszajáró, és egyetlen lépés sem lehet fölösleges: az utolsó lépés nélkül is fedezné ez a {paid} {part} értékű fizetés a(z) {cost} költséget.</translation>
    </message>
    <message>
        <source>Using your opponent&apos;s building costs 1 franc, and you have none.</source>
        <translation>Az ellenfél épületének használata 1 Frankba kerül, neked pedig nincs Frankod.</translation>
    </message>
    <message>
        <source>Choose exactly one of the goods this building names.</source>
        <translation>Pontosan egyet válassz az épület által megnevezett áruk közül.</translation>
    </message>
    <message>
        <source>The edge of the warehouse stops the {good} marker after {room} of the {steps} steps you chose.</source>
        <translation>A raktár széle megállítja a(z) {good} áruszámlálót: a választott {steps} lépésből csak {room} fér el.</translation>
    </message>
    <message>
        <source>{building} has the lock symbol: it can never be used.</source>
        <translation>A(z) {building} lakat szimbólummal rendelkezik, ezért soha nem használható.</translation>
    </message>
    <message>
        <source>{building} has not been built by anyone.</source>
        <translation>Ezt az épületet még senki sem építette fel: {building}.</translation>
    </message>
    <message>
        <source>{building} is in sector 0: it was built or used this round and cannot be used yet.</source>
        <translation>A(z) {building} a 0. szektorban van: ebben a körben építették vagy használták, ezért még nem használható.</translation>
    </message>
    <message>
        <source>{building} offers no choice of goods.</source>
        <translation>A(z) {building} használatakor nem lehet árut választani.</translation>
    </message>
    <message>
        <source>{building} has no repetitions to choose.</source>
        <translation>A(z) {building} használatakor nem lehet az ismétlések számát megválasztani.</translation>
    </message>
    <message>
        <source>{building} needs no payment.</source>
        <translation>A(z) {building} használatáért nem kell fizetni.</translation>
    </message>
    <message>
        <source>Only {allowed} steps are allowed; you chose {chosen}.</source>
        <translation>Legfeljebb {allowed} lépés megengedett; te {chosen} lépést választottál.</translation>
    </message>
    <message>
        <source>Each marker may be chosen only once.</source>
        <translation>Minden áruszámláló csak egyszer választható.</translation>
    </message>
    <message>
        <source>Only {allowed} different goods are allowed; you chose {chosen}.</source>
        <translation>Legfeljebb {allowed} különböző áru választható; te {chosen} árut választottál.</translation>
    </message>
    <message>
        <source>All repetitions must use the same good.</source>
        <translation>Minden ismétlésnél ugyanazt az árut kell használni.</translation>
    </message>
    <message>
        <source>{good} cannot be used here.</source>
        <translation>Ez az áru itt nem használható: {good}.</translation>
    </message>
    <message>
        <source>At most {allowed} repetitions from this sector; you chose {chosen}.</source>
        <translation>Ebből a szektorból legfeljebb {allowed} ismétlés lehetséges; te {chosen} ismétlést választottál.</translation>
    </message>
    <message>
        <source>The number of repetitions cannot be negative.</source>
        <translation>Az ismétlések száma nem lehet negatív.</translation>
    </message>
    <message>
        <source>The markers must be listed in the order fish, clay, wood, grain.</source>
        <translation>Az áruszámlálókat ebben a sorrendben kell megadni: Hal, Agyag, Fa, Gabona.</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <source>Player 1</source>
        <translation>1. játékos</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>2. játékos</translation>
    </message>
    <message>
        <source>Corrections to the component data</source>
        <translation>Javítások a játékelemek adataihoz</translation>
    </message>
    <message>
        <source>Some entries of your components file were not used; the built-in values stand for them:</source>
        <translation>A játékelem-fájlod néhány bejegyzését a program nem használta fel; ezek helyett a beépített értékek érvényesek:</translation>
    </message>
    <message>
        <source>Unfinished game</source>
        <translation>Befejezetlen játék</translation>
    </message>
    <message>
        <source>The automatic save could not be read, so it was kept as {file} and a new game starts.

Details: {reason}</source>
        <translation>Az automatikus mentés nem olvasható, ezért a program félretette ezen a néven: {file}, és új játék indul.

Részletek: {reason}</translation>
    </message>
    <message>
        <source>{a} and {b} have an unfinished game ({n} actions played). Continue it?</source>
        <translation>{a} és {b} játéka félbemaradt ({n} akció után). Folytatjátok?</translation>
    </message>
</context>
<context>
    <name>Tiles</name>
    <message>
        <source>{n} {good}</source>
        <translation>{n} {good}</translation>
    </message>
    <message>
        <source>{per} per {good} in your warehouse at the end</source>
        <translation>{per} Frank a játék végén a raktáradban lévő minden {good} után</translation>
    </message>
    <message>
        <source>{per} per building with the Dock symbol you own</source>
        <translation>{per} Frank minden saját, Kikötő szimbólummal ellátott épületed után</translation>
    </message>
    <message>
        <source>enters in round {letter}</source>
        <translation>a(z) {letter}-körben kerül játékba</translation>
    </message>
    <message>
        <source>Cost: {cost}</source>
        <translation>Költség: {cost}</translation>
    </message>
    <message>
        <source>Value: {value}</source>
        <translation>Érték: {value}</translation>
    </message>
    <message>
        <source>Lock symbol: it lies beside your board, is never used and never sold by force.</source>
        <translation>Lakat szimbólum: a játéktáblád mellé kerül, soha nem használható, és kényszer-értékesítés sem éri.</translation>
    </message>
    <message>
        <source>Function: {summary}</source>
        <translation>Funkció: {summary}</translation>
    </message>
    <message>
        <source>N is the multiplier of the sector the building lies in: 2, 3 or 4; at 4+ it is 4 and the user also gets 1 franc. A building in sector 0 cannot be used.</source>
        <translation>N annak a szektornak a szorzója, amelyben az épület áll: 2, 3 vagy 4; a 4+ szektorban 4, és a használó még 1 Frankot is kap. A 0. szektorban álló épület nem használható.</translation>
    </message>
    <message>
        <source>Dock symbol: it raises the value of the Dock.</source>
        <translation>Kikötő szimbólum: növeli a Kikötő értékét.</translation>
    </message>
    <message>
        <source>cost</source>
        <translation>költség</translation>
    </message>
    <message>
        <source>value</source>
        <translation>érték</translation>
    </message>
    <message>
        <source>Not read off a printed tile but reconstructed: {what}. Owners of the game can correct these numbers in components.json.</source>
        <translation>Nem nyomtatott lapkáról származik, hanem rekonstruált érték: {what}. A játék tulajdonosai a components.json fájlban javíthatják ezeket a számokat.</translation>
    </message>
</context>
</TS>
