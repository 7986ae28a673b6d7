<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hu_HU">
<context>
    <name>AboutDialog</name>
    <message>
        <source>MIT licence</source>
        <translation>MIT-licenc</translation>
    </message>
    <message>
        <source>DejaVu fonts</source>
        <translation>DejaVu betűkészletek</translation>
    </message>
    <message>
        <source>Bitstream Vera Fonts licence; the DejaVu changes are in the public domain</source>
        <translation>Bitstream Vera Fonts licenc; a DejaVu módosításai közkincsnek számítanak</translation>
    </message>
    <message>
        <source>GNU Lesser General Public License, version 3</source>
        <translation>GNU Lesser General Public License, 3. verzió</translation>
    </message>
    <message>
        <source>BSD licence (3 clauses)</source>
        <translation>BSD-licenc (háromzáradékos)</translation>
    </message>
    <message>
        <source>Python Software Foundation licence</source>
        <translation>Python Software Foundation licenc</translation>
    </message>
    <message>
        <source>About Le Havre: The Inland Port</source>
        <translation>A Le Havre: The Inland Port névjegye</translation>
    </message>
    <message>
        <source>Le Havre: The Inland Port — desktop edition</source>
        <translation>Le Havre: The Inland Port – asztali kiadás</translation>
    </message>
    <message>
        <source>Version {version}</source>
        <translation>Verzió: {version}</translation>
    </message>
    <message>
        <source>Le Havre: The Inland Port is a board game for two players designed by Uwe Rosenberg and published by Lookout Games and Z-Man Games.</source>
        <translation>A Le Havre: The Inland Port Uwe Rosenberg kétszemélyes társasjátéka, amelyet a Lookout Games és a Z-Man Games adott ki.</translation>
    </message>
    <message>
        <source>This program is an independent fan edition of the game. It is not made, endorsed or supported by the designer or the publishers. The program itself is free software under the MIT licence.</source>
        <translation>Ez a program a játék független, rajongói kiadása. Nem a játék szerzőjének vagy kiadóinak munkája, és ők nem is hagyták jóvá, illetve nem támogatják. Maga a program szabad szoftver, az MIT-licenc feltételei szerint.</translation>
    </message>
    <message>
        <source>Most costs and values printed on the tiles, and the size of the warehouse, are not in the rulebooks: this edition uses a documented reconstruction, which the rules reference marks number by number and owners of the game can correct.</source>
        <translation>A lapkákra nyomtatott költségek és értékek többsége, valamint a raktár mérete nem szerepel a szabálykönyvben: ez a kiadás dokumentált rekonstrukciót használ, amelyet a szabálygyűjtemény számról számra megjelöl, és amelyet a játék tulajdonosai kijavíthatnak.</translation>
    </message>
    <message>
        <source>It is built on, and ships, these parts:</source>
        <translation>A program a következő összetevőkre épül, és ezeket mellékeli is:</translation>
    </message>
</context>
<context>
    <name>Accessibility</name>
    <message>
        <source>beside the board</source>
        <translation>a játéktábla mellett</translation>
    </message>
    <message>
        <source>sector {n}</source>
        <translation>{n:adj} szektor</translation>
    </message>
    <message>
        <source>usable, but it would do nothing now</source>
        <translation>használható, de most semmit sem érne</translation>
    </message>
    <message>
        <source>usable</source>
        <translation>használható</translation>
    </message>
    <message>
        <source>not usable now</source>
        <translation>most nem használható</translation>
    </message>
    <message>
        <source>{building}, owned by {owner}, {where}, {usable}</source>
        <translation>{owner:The} {building:owned}, {where}, {usable}</translation>
    </message>
    <message>
        <source>, can be sold</source>
        <translation>, eladható</translation>
    </message>
    <message>
        <source>The bank: Enter here sells the building of yours you selected last</source>
        <translation>A bank: itt az Enter eladja az utoljára kiválasztott épületedet</translation>
    </message>
    <message>
        <source>on offer, you can build it</source>
        <translation>a készletben van, felépítheted</translation>
    </message>
    <message>
        <source>on offer, you cannot build it now</source>
        <translation>a készletben van, de most nem tudod felépíteni</translation>
    </message>
    <message>
        <source>enters in round {letter}</source>
        <translation>{letter:art}-körben kerül játékba</translation>
    </message>
    <message>
        <source>built</source>
        <translation>már felépítették</translation>
    </message>
    <message>
        <source>on offer, you cannot pay its {short}</source>
        <extracomment>{short}: the parts of the cost the player lacks, with their amounts (&quot;9 wood and 9 clay&quot;).</extracomment>
        <translation>a készletben van, de nem tudod kifizetni a költségéből: {short}</translation>
    </message>
    <message>
        <source>lock symbol, never used</source>
        <translation>lakatszimbólumos, soha nem használható</translation>
    </message>
    <message>
        <source>Building {name}, {state}. Cost: {cost}. Value: {value}. Function: {function}</source>
        <translation>Épület: {name}, {state}. Költség: {cost}. Érték: {value}. Hatás: {function}</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>Az asztal</translation>
    </message>
    <message>
        <source>Tab and the arrow keys move between the buildings, the warehouse cells and the bank</source>
        <translation>A Tab és a nyílbillentyűk segítségével lépkedhetsz az épületek, a raktár mezői és a bank között</translation>
    </message>
    <message>
        <source>Cell {amount}</source>
        <translation>{amount} értékű mező</translation>
    </message>
    <message>
        <source>markers: {goods}</source>
        <translation>áruszámlálók: {goods}</translation>
    </message>
    <message>
        <source>proposed for: {goods}</source>
        <translation>ide kerülne: {goods}</translation>
    </message>
    <message>
        <source>a legal choice, Space chooses it</source>
        <translation>szabályos lehetőség, a Szóköz kiválasztja</translation>
    </message>
</context>
<context>
    <name>ActionBar</name>
    <message>
        <source>Previous choice (Page Up)</source>
        <translation>Előző lehetőség (Page Up)</translation>
    </message>
    <message>
        <source>Next choice (Page Down)</source>
        <translation>Következő lehetőség (Page Down)</translation>
    </message>
    <message>
        <source>Next choice</source>
        <translation>Következő lehetőség</translation>
    </message>
    <message>
        <source>All choices</source>
        <translation>Összes lehetőség</translation>
    </message>
    <message>
        <source>Every way to do this, with what it costs and does (F4). You can also drag a marker to another highlighted cell of your warehouse.</source>
        <translation>Az akció összes lehetősége, mindegyiknél azzal, hogy mibe kerül és mit ad (F4). Úgy is választhatsz, hogy egy áruszámlálót a raktárad egy másik kiemelt mezőjére húzol.</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Jóváhagyás</translation>
    </message>
    <message>
        <source>Carry out the action and end your turn (Enter)</source>
        <translation>Az akció végrehajtása és a forduló befejezése (Enter)</translation>
    </message>
    <message>
        <source>Confirm, keep turn open</source>
        <translation>Jóváhagyás, a forduló folytatódik</translation>
    </message>
    <message>
        <source>Carry out the action but keep your turn open, to sell buildings afterwards (Shift+Enter)</source>
        <translation>Az akció végrehajtása úgy, hogy a forduló nyitva marad, és utána még eladhatsz épületeket (Shift+Enter)</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Forduló vége</translation>
    </message>
    <message>
        <source>End your turn; the other player goes on (Enter)</source>
        <translation>A forduló befejezése; a másik játékos következik (Enter)</translation>
    </message>
    <message>
        <source>Enter</source>
        <comment>the key&apos;s name on its keycap</comment>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Esc</source>
        <comment>the key&apos;s name on its keycap</comment>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Pass and end your turn</source>
        <translation>Passzolás és a forduló befejezése</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>Végeredmény</translation>
    </message>
    <message>
        <source>Show the final scores again</source>
        <translation>A végeredmény újbóli megjelenítése</translation>
    </message>
    <message>
        <source>Suggest a move</source>
        <translation>Lépésjavaslat</translation>
    </message>
    <message>
        <source>Show on the table the move the computer would make, and why ({key})</source>
        <translation>Megmutatja az asztalon, mit lépne a gép, és miért ({key})</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Tovább</translation>
    </message>
    <message>
        <source>Play the computer&apos;s move now (or click the table, or press a key)</source>
        <translation>A gép lépésének azonnali végrehajtása (vagy kattints az asztalra, vagy nyomj le egy billentyűt)</translation>
    </message>
    <message>
        <source>Click the table or press a key to go on.</source>
        <translation>A folytatáshoz kattints az asztalra, vagy nyomj meg egy billentyűt.</translation>
    </message>
    <message>
        <source>Choice {i} of {n}</source>
        <translation>Lehetőség: {i}/{n}</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Mégse</translation>
    </message>
    <message>
        <source>Previous choice</source>
        <translation>Előző lehetőség</translation>
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
    <name>Advice</name>
    <message>
        <source>build the {building}</source>
        <translation>{building:the} felépítése</translation>
    </message>
    <message>
        <source>use the {building}</source>
        <translation>{building:the} használata</translation>
    </message>
    <message>
        <source>sell the {building}</source>
        <translation>{building:the} eladása</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passz</translation>
    </message>
    <message>
        <source>end the turn</source>
        <translation>a forduló befejezése</translation>
    </message>
    <message>
        <source>{first}, then {then}</source>
        <translation>{first}, majd {then}</translation>
    </message>
    <message>
        <source>you {mine}, {opponent} {theirs}</source>
        <translation>te {mine}, {opponent} {theirs}</translation>
    </message>
    <message>
        <source>{mover} {mine}, {opponent} {theirs}</source>
        <translation>{mover} {mine}, {opponent} {theirs}</translation>
    </message>
    <message>
        <source>Looking for a good move for {player}…</source>
        <translation>Jó lépés keresése {player:the} számára…</translation>
    </message>
</context>
<context>
    <name>Alternatives</name>
    <message>
        <source>Pay {goods}</source>
        <translation>Fizetés: {goods}</translation>
    </message>
    <message>
        <source>Nothing to pay</source>
        <translation>Nincs mit fizetni</translation>
    </message>
    <message>
        <source>{good} {before} → {after}</source>
        <translation>{good} {before} → {after}</translation>
    </message>
    <message>
        <source>Francs {before} → {after}</source>
        <translation>Frank {before} → {after}</translation>
    </message>
    <message>
        <source>No change to your goods</source>
        <translation>Az áruid nem változnak</translation>
    </message>
    <message>
        <source>{times}×: {effect}</source>
        <translation>{times}×: {effect}</translation>
    </message>
    <message>
        <source>{choice} ({extra} more than due)</source>
        <translation>{choice} ({extra:ins} több a szükségesnél)</translation>
    </message>
    <message>
        <source>{i}. {choice}</source>
        <translation>{i}. {choice}</translation>
    </message>
</context>
<context>
    <name>Amounts</name>
    <message numerus="yes">
        <source>%n francs</source>
        <extracomment>an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)</extracomment>
        <translation>
            <numerusform>%n frank</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fish</source>
        <extracomment>an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)</extracomment>
        <translation>
            <numerusform>%n hal</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n clay</source>
        <extracomment>an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)</extracomment>
        <translation>
            <numerusform>%n agyag</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wood</source>
        <extracomment>an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)</extracomment>
        <translation>
            <numerusform>%n fa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n grain</source>
        <extracomment>an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)</extracomment>
        <translation>
            <numerusform>%n gabona</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n food</source>
        <extracomment>an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)</extracomment>
        <translation>
            <numerusform>%n étel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n steps</source>
        <extracomment>an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)</extracomment>
        <translation>
            <numerusform>%n mező</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n actions</source>
        <extracomment>an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)</extracomment>
        <translation>
            <numerusform>%n akció</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n repetitions</source>
        <extracomment>an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)</extracomment>
        <translation>
            <numerusform>%n ismétlés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n choices</source>
        <extracomment>an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)</extracomment>
        <translation>
            <numerusform>%n lehetőség</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ways to pay</source>
        <extracomment>an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)</extracomment>
        <translation>
            <numerusform>%n fizetési mód</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n different goods</source>
        <extracomment>an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)</extracomment>
        <translation>
            <numerusform>%n különböző áru</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <extracomment>an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)</extracomment>
        <translation>
            <numerusform>%n pont</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n buildings</source>
        <extracomment>an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)</extracomment>
        <translation>
            <numerusform>%n épület</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n times</source>
        <extracomment>an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)</extracomment>
        <translation>
            <numerusform>%n alkalom</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n payments</source>
        <extracomment>an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)</extracomment>
        <translation>
            <numerusform>%n fizetés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n turns</source>
        <extracomment>an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)</extracomment>
        <translation>
            <numerusform>%n forduló</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AmountsAcc</name>
    <message numerus="yes">
        <source>%n francs</source>
        <extracomment>acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)</extracomment>
        <translation>
            <numerusform>%n frankot</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fish</source>
        <extracomment>acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)</extracomment>
        <translation>
            <numerusform>%n halat</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n clay</source>
        <extracomment>acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)</extracomment>
        <translation>
            <numerusform>%n agyagot</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wood</source>
        <extracomment>acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)</extracomment>
        <translation>
            <numerusform>%n fát</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n grain</source>
        <extracomment>acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)</extracomment>
        <translation>
            <numerusform>%n gabonát</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n food</source>
        <extracomment>acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)</extracomment>
        <translation>
            <numerusform>%n ételt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n steps</source>
        <extracomment>acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)</extracomment>
        <translation>
            <numerusform>%n mezőt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n actions</source>
        <extracomment>acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)</extracomment>
        <translation>
            <numerusform>%n akciót</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n repetitions</source>
        <extracomment>acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)</extracomment>
        <translation>
            <numerusform>%n ismétlést</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n choices</source>
        <extracomment>acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)</extracomment>
        <translation>
            <numerusform>%n lehetőséget</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ways to pay</source>
        <extracomment>acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)</extracomment>
        <translation>
            <numerusform>%n fizetési módot</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n different goods</source>
        <extracomment>acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)</extracomment>
        <translation>
            <numerusform>%n különböző árut</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <extracomment>acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)</extracomment>
        <translation>
            <numerusform>%n pontot</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n buildings</source>
        <extracomment>acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)</extracomment>
        <translation>
            <numerusform>%n épületet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n times</source>
        <extracomment>acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)</extracomment>
        <translation>
            <numerusform>%n alkalmat</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n payments</source>
        <extracomment>acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)</extracomment>
        <translation>
            <numerusform>%n fizetést</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n turns</source>
        <extracomment>acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)</extracomment>
        <translation>
            <numerusform>%n fordulót</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AmountsGen</name>
    <message numerus="yes">
        <source>%n francs</source>
        <extracomment>gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)</extracomment>
        <translation>
            <numerusform>%n franknak</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fish</source>
        <extracomment>gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)</extracomment>
        <translation>
            <numerusform>%n halnak</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n clay</source>
        <extracomment>gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)</extracomment>
        <translation>
            <numerusform>%n agyagnak</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wood</source>
        <extracomment>gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)</extracomment>
        <translation>
            <numerusform>%n fának</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n grain</source>
        <extracomment>gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)</extracomment>
        <translation>
            <numerusform>%n gabonának</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n food</source>
        <extracomment>gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)</extracomment>
        <translation>
            <numerusform>%n ételnek</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n steps</source>
        <extracomment>gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)</extracomment>
        <translation>
            <numerusform>%n mezőnek</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n actions</source>
        <extracomment>gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)</extracomment>
        <translation>
            <numerusform>%n akciónak</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n repetitions</source>
        <extracomment>gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)</extracomment>
        <translation>
            <numerusform>%n ismétlésnek</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n choices</source>
        <extracomment>gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)</extracomment>
        <translation>
            <numerusform>%n lehetőségnek</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ways to pay</source>
        <extracomment>gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)</extracomment>
        <translation>
            <numerusform>%n fizetési módnak</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n different goods</source>
        <extracomment>gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)</extracomment>
        <translation>
            <numerusform>%n különböző árunak</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <extracomment>gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)</extracomment>
        <translation>
            <numerusform>%n pontnak</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n buildings</source>
        <extracomment>gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)</extracomment>
        <translation>
            <numerusform>%n épületnek</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n times</source>
        <extracomment>gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)</extracomment>
        <translation>
            <numerusform>%n alkalomnak</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n payments</source>
        <extracomment>gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)</extracomment>
        <translation>
            <numerusform>%n fizetésnek</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n turns</source>
        <extracomment>gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)</extracomment>
        <translation>
            <numerusform>%n fordulónak</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AmountsIns</name>
    <message numerus="yes">
        <source>%n francs</source>
        <extracomment>ins: the amount as the means, &apos;with 3 fish&apos; (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)</extracomment>
        <translation>
            <numerusform>%n frankkal</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fish</source>
        <extracomment>ins: the amount as the means, &apos;with 3 fish&apos; (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)</extracomment>
        <translation>
            <numerusform>%n hallal</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n clay</source>
        <extracomment>ins: the amount as the means, &apos;with 3 fish&apos; (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)</extracomment>
        <translation>
            <numerusform>%n agyaggal</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wood</source>
        <extracomment>ins: the amount as the means, &apos;with 3 fish&apos; (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)</extracomment>
        <translation>
            <numerusform>%n fával</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n grain</source>
        <extracomment>ins: the amount as the means, &apos;with 3 fish&apos; (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)</extracomment>
        <translation>
            <numerusform>%n gabonával</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n food</source>
        <extracomment>ins: the amount as the means, &apos;with 3 fish&apos; (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)</extracomment>
        <translation>
            <numerusform>%n étellel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n steps</source>
        <extracomment>ins: the amount as the means, &apos;with 3 fish&apos; (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)</extracomment>
        <translation>
            <numerusform>%n mezővel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n actions</source>
        <extracomment>ins: the amount as the means, &apos;with 3 fish&apos; (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)</extracomment>
        <translation>
            <numerusform>%n akcióval</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n repetitions</source>
        <extracomment>ins: the amount as the means, &apos;with 3 fish&apos; (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)</extracomment>
        <translation>
            <numerusform>%n ismétléssel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n choices</source>
        <extracomment>ins: the amount as the means, &apos;with 3 fish&apos; (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)</extracomment>
        <translation>
            <numerusform>%n lehetőséggel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ways to pay</source>
        <extracomment>ins: the amount as the means, &apos;with 3 fish&apos; (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)</extracomment>
        <translation>
            <numerusform>%n fizetési móddal</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n different goods</source>
        <extracomment>ins: the amount as the means, &apos;with 3 fish&apos; (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)</extracomment>
        <translation>
            <numerusform>%n különböző áruval</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <extracomment>ins: the amount as the means, &apos;with 3 fish&apos; (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)</extracomment>
        <translation>
            <numerusform>%n ponttal</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n buildings</source>
        <extracomment>ins: the amount as the means, &apos;with 3 fish&apos; (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)</extracomment>
        <translation>
            <numerusform>%n épülettel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n times</source>
        <extracomment>ins: the amount as the means, &apos;with 3 fish&apos; (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)</extracomment>
        <translation>
            <numerusform>%n alkalommal</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n payments</source>
        <extracomment>ins: the amount as the means, &apos;with 3 fish&apos; (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)</extracomment>
        <translation>
            <numerusform>%n fizetéssel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n turns</source>
        <extracomment>ins: the amount as the means, &apos;with 3 fish&apos; (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)</extracomment>
        <translation>
            <numerusform>%n fordulóval</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>Each row up is worth 3 more: this row starts at {n}.</source>
        <translation>Felfelé haladva minden sor hárommal többet ér: ennek a sornak az alapértéke {n}.</translation>
    </message>
    <message>
        <source>Each column to the right adds 1: this column adds {n}.</source>
        <translation>Jobbra haladva minden oszlop eggyel többet ér: ennek az oszlopnak az értéke +{n}.</translation>
    </message>
    <message>
        <source>{good}: {now} now, {after} after this choice</source>
        <translation>{good}: most {now}, ezzel a lehetőséggel {after}</translation>
    </message>
    <message>
        <source>{good}: {now} in this warehouse</source>
        <translation>{good}: {now} ebben a raktárban</translation>
    </message>
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
        <source>Round {letter}: {actions} in all; {player} takes the first (the coloured mark).</source>
        <translation>{letter}-kör: összesen {actions}; az elsőt {player:the} hajtja végre (ezt jelzi a színes jelölés).</translation>
    </message>
    <message>
        <source>{buildings} more in round {first}: see the round track</source>
        <translation>Még {buildings} kerül játékba {first:art}-körben: lásd a körsávot</translation>
    </message>
    <message>
        <source>{buildings} more in rounds {first}–{last}: see the round track</source>
        <translation>Még {buildings} kerül játékba {first:art}–{last} körökben: lásd a körsávot</translation>
    </message>
    <message>
        <source>New buildings: {names}.</source>
        <translation>Ebben a körben a készletbe kerül: {names}.</translation>
    </message>
    <message>
        <source>{name}&apos;s action done · actions left after it: {n}</source>
        <translation>{name:the} akciója megtörtént · utána hátralévő akció: {n}</translation>
    </message>
    <message>
        <source>Computer&apos;s action done · actions left after it: {n}</source>
        <translation>A gép akciója megtörtént · utána hátralévő akció: {n}</translation>
    </message>
    <message>
        <source>Action done: sell or end your turn · then {n} left</source>
        <translation>Az akció megtörtént: adj el, vagy fejezd be a fordulót · utána még {n}</translation>
    </message>
    <message>
        <source>{name}&apos;s turn · actions left: {n}</source>
        <translation>{name:the} jön · hátralévő akció: {n}</translation>
    </message>
    <message>
        <source>Computer&apos;s turn · actions left: {n}</source>
        <translation>A gép jön · hátralévő akció: {n}</translation>
    </message>
    <message>
        <source>The bank. Drag one of your buildings here (or right-click it) to sell it for half its value, rounded down, at any time in your turn, before or after your action.</source>
        <translation>A bank. Húzd ide az egyik épületedet (vagy kattints rá a jobb egérgombbal), hogy eladd az értéke feléért, lefelé kerekítve. Ezt a saját fordulódban bármikor megteheted, az akciód előtt vagy után is.</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>Bank</translation>
    </message>
    <message>
        <source>Drag one of your buildings here to sell it for half its value</source>
        <translation>Húzd ide egy épületedet, hogy eladd az értéke feléért</translation>
    </message>
    <message>
        <source>Beside the board</source>
        <translation>Játéktábla mellett</translation>
    </message>
    <message>
        <source>Lock buildings: they have no function and lie here, beside the board, never on the wheel. They are worth their value at the end, and you may sell them like any other building.</source>
        <translation>Lakatszimbólumos épületek: nincs hatásuk, és itt állnak, a játéktábla mellett, sosem a táblán. A játék végén az értéküket érik, és bármely más épülethez hasonlóan eladhatod őket.</translation>
    </message>
    <message>
        <source>Sector 0: a building just built or used lies here and cannot be used until the wheel turns.</source>
        <translation>A 0‑s szektor: ide kerül a frissen felépített vagy épp használt épület, és amíg a játéktábla mutatója tovább nem fordul, nem használható.</translation>
    </message>
    <message>
        <source>Sale: when the wheel turns at the end of the round, the buildings in ×4+ come here and are sold.</source>
        <translation>Eladás: amikor a kör végén a játéktábla mutatója továbbfordul, a ×4+ szektorban álló épületek ide jutnak, és el kell adni őket.</translation>
    </message>
    <message>
        <source>Sector ×4+: a building here works with N = 4 and its user also gets a bonus franc. When the wheel turns, it is sold.</source>
        <translation>A ×4+ szektor: az itt álló épület N = 4 értékkel működik, és a használója még egy bónusz frankot is kap. Amikor a játéktábla mutatója továbbfordul, az épületet el kell adni.</translation>
    </message>
    <message>
        <source>Round {letter} (round {n} of 12): during this round the pointer stands here. It turns one sector at the end of every round.</source>
        <translation>{letter}-kör ({n}. kör a 12-ből): ebben a körben itt áll a mutató. Minden kör végén egy szektorral továbbfordul.</translation>
    </message>
    <message>
        <source>Sector ×{n}: a building here works with N = {n}.</source>
        <translation>A ×{n:adj} szektor: az itt álló épület N = {n} értékkel működik.</translation>
    </message>
    <message>
        <source>Suggested</source>
        <translation>Javasolt</translation>
    </message>
    <message>
        <source>Better move</source>
        <translation>Jobb lépés</translation>
    </message>
</context>
<context>
    <name>BuildingForm:acc</name>
    <message>
        <source>Clay Mound</source>
        <extracomment>acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)</extracomment>
        <translation>az Agyagdombot</translation>
    </message>
    <message>
        <source>Smokehouse</source>
        <extracomment>acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)</extracomment>
        <translation>a Füstölőüzemet</translation>
    </message>
    <message>
        <source>Grocery Store</source>
        <extracomment>acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)</extracomment>
        <translation>az Élelmiszerboltot</translation>
    </message>
    <message>
        <source>Hardware Store</source>
        <extracomment>acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)</extracomment>
        <translation>az Építőanyag-kereskedést</translation>
    </message>
    <message>
        <source>Wood Company</source>
        <extracomment>acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)</extracomment>
        <translation>a Faipari vállalatot</translation>
    </message>
    <message>
        <source>Farm</source>
        <extracomment>acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)</extracomment>
        <translation>a Tanyát</translation>
    </message>
    <message>
        <source>Farmland</source>
        <extracomment>acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)</extracomment>
        <translation>a Gazdaságot</translation>
    </message>
    <message>
        <source>Kiln</source>
        <extracomment>acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)</extracomment>
        <translation>az Égetőkemencét</translation>
    </message>
    <message>
        <source>Bakehouse</source>
        <extracomment>acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)</extracomment>
        <translation>a Sütödét</translation>
    </message>
    <message>
        <source>Wood Trader</source>
        <extracomment>acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)</extracomment>
        <translation>a Fakereskedést</translation>
    </message>
    <message>
        <source>Restaurant</source>
        <extracomment>acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)</extracomment>
        <translation>az Éttermet</translation>
    </message>
    <message>
        <source>Fish Market</source>
        <extracomment>acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)</extracomment>
        <translation>a Halpiacot</translation>
    </message>
    <message>
        <source>Building Firm</source>
        <extracomment>acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)</extracomment>
        <translation>az Építőüzemet</translation>
    </message>
    <message>
        <source>Marketplace</source>
        <extracomment>acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)</extracomment>
        <translation>a Piacot</translation>
    </message>
    <message>
        <source>Church Square</source>
        <extracomment>acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)</extracomment>
        <translation>a Templom teret</translation>
    </message>
    <message>
        <source>Weekly Market</source>
        <extracomment>acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)</extracomment>
        <translation>a Heti piacot</translation>
    </message>
    <message>
        <source>Sawmill</source>
        <extracomment>acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)</extracomment>
        <translation>a Fűrészmalmot</translation>
    </message>
    <message>
        <source>Masons Guild</source>
        <extracomment>acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)</extracomment>
        <translation>a Kőműves céhet</translation>
    </message>
    <message>
        <source>Business Office</source>
        <extracomment>acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)</extracomment>
        <translation>az Üzlethelyiséget</translation>
    </message>
    <message>
        <source>Craftsmen&apos;s Yard</source>
        <extracomment>acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)</extracomment>
        <translation>az Iparos udvart</translation>
    </message>
    <message>
        <source>Shipping Line</source>
        <extracomment>acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)</extracomment>
        <translation>a Hajózási társaságot</translation>
    </message>
    <message>
        <source>Pier</source>
        <extracomment>acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)</extracomment>
        <translation>a Rakpartot</translation>
    </message>
    <message>
        <source>Fish Factory</source>
        <extracomment>acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)</extracomment>
        <translation>a Halfeldolgozó üzemet</translation>
    </message>
    <message>
        <source>Guild Hall</source>
        <extracomment>acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)</extracomment>
        <translation>a Céhházat</translation>
    </message>
    <message>
        <source>Town Hall</source>
        <extracomment>acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)</extracomment>
        <translation>a Városházát</translation>
    </message>
    <message>
        <source>Zoo</source>
        <extracomment>acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)</extracomment>
        <translation>az Állatkertet</translation>
    </message>
    <message>
        <source>Wood Factory</source>
        <extracomment>acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)</extracomment>
        <translation>a Fafeldolgozó üzemet</translation>
    </message>
    <message>
        <source>Pont de Normandie</source>
        <extracomment>acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)</extracomment>
        <translation>a Normandia hidat</translation>
    </message>
    <message>
        <source>Dock</source>
        <extracomment>acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)</extracomment>
        <translation>a Kikötőt</translation>
    </message>
    <message>
        <source>Grain Silo</source>
        <extracomment>acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)</extracomment>
        <translation>a Gabonasilót</translation>
    </message>
    <message>
        <source>Brick Factory</source>
        <extracomment>acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)</extracomment>
        <translation>a Téglagyárat</translation>
    </message>
</context>
<context>
    <name>BuildingForm:gen</name>
    <message>
        <source>Clay Mound</source>
        <extracomment>gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)</extracomment>
        <translation>az Agyagdombnak</translation>
    </message>
    <message>
        <source>Smokehouse</source>
        <extracomment>gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)</extracomment>
        <translation>a Füstölőüzemnek</translation>
    </message>
    <message>
        <source>Grocery Store</source>
        <extracomment>gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)</extracomment>
        <translation>az Élelmiszerboltnak</translation>
    </message>
    <message>
        <source>Hardware Store</source>
        <extracomment>gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)</extracomment>
        <translation>az Építőanyag-kereskedésnek</translation>
    </message>
    <message>
        <source>Wood Company</source>
        <extracomment>gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)</extracomment>
        <translation>a Faipari vállalatnak</translation>
    </message>
    <message>
        <source>Farm</source>
        <extracomment>gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)</extracomment>
        <translation>a Tanyának</translation>
    </message>
    <message>
        <source>Farmland</source>
        <extracomment>gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)</extracomment>
        <translation>a Gazdaságnak</translation>
    </message>
    <message>
        <source>Kiln</source>
        <extracomment>gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)</extracomment>
        <translation>az Égetőkemencének</translation>
    </message>
    <message>
        <source>Bakehouse</source>
        <extracomment>gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)</extracomment>
        <translation>a Sütödének</translation>
    </message>
    <message>
        <source>Wood Trader</source>
        <extracomment>gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)</extracomment>
        <translation>a Fakereskedésnek</translation>
    </message>
    <message>
        <source>Restaurant</source>
        <extracomment>gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)</extracomment>
        <translation>az Étteremnek</translation>
    </message>
    <message>
        <source>Fish Market</source>
        <extracomment>gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)</extracomment>
        <translation>a Halpiacnak</translation>
    </message>
    <message>
        <source>Building Firm</source>
        <extracomment>gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)</extracomment>
        <translation>az Építőüzemnek</translation>
    </message>
    <message>
        <source>Marketplace</source>
        <extracomment>gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)</extracomment>
        <translation>a Piacnak</translation>
    </message>
    <message>
        <source>Church Square</source>
        <extracomment>gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)</extracomment>
        <translation>a Templom térnek</translation>
    </message>
    <message>
        <source>Weekly Market</source>
        <extracomment>gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)</extracomment>
        <translation>a Heti piacnak</translation>
    </message>
    <message>
        <source>Sawmill</source>
        <extracomment>gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)</extracomment>
        <translation>a Fűrészmalomnak</translation>
    </message>
    <message>
        <source>Masons Guild</source>
        <extracomment>gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)</extracomment>
        <translation>a Kőműves céhnek</translation>
    </message>
    <message>
        <source>Business Office</source>
        <extracomment>gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)</extracomment>
        <translation>az Üzlethelyiségnek</translation>
    </message>
    <message>
        <source>Craftsmen&apos;s Yard</source>
        <extracomment>gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)</extracomment>
        <translation>az Iparos udvarnak</translation>
    </message>
    <message>
        <source>Shipping Line</source>
        <extracomment>gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)</extracomment>
        <translation>a Hajózási társaságnak</translation>
    </message>
    <message>
        <source>Pier</source>
        <extracomment>gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)</extracomment>
        <translation>a Rakpartnak</translation>
    </message>
    <message>
        <source>Fish Factory</source>
        <extracomment>gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)</extracomment>
        <translation>a Halfeldolgozó üzemnek</translation>
    </message>
    <message>
        <source>Guild Hall</source>
        <extracomment>gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)</extracomment>
        <translation>a Céhháznak</translation>
    </message>
    <message>
        <source>Town Hall</source>
        <extracomment>gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)</extracomment>
        <translation>a Városházának</translation>
    </message>
    <message>
        <source>Zoo</source>
        <extracomment>gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)</extracomment>
        <translation>az Állatkertnek</translation>
    </message>
    <message>
        <source>Wood Factory</source>
        <extracomment>gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)</extracomment>
        <translation>a Fafeldolgozó üzemnek</translation>
    </message>
    <message>
        <source>Pont de Normandie</source>
        <extracomment>gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)</extracomment>
        <translation>a Normandia hídnak</translation>
    </message>
    <message>
        <source>Dock</source>
        <extracomment>gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)</extracomment>
        <translation>a Kikötőnek</translation>
    </message>
    <message>
        <source>Grain Silo</source>
        <extracomment>gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)</extracomment>
        <translation>a Gabonasilónak</translation>
    </message>
    <message>
        <source>Brick Factory</source>
        <extracomment>gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)</extracomment>
        <translation>a Téglagyárnak</translation>
    </message>
</context>
<context>
    <name>BuildingForm:owned</name>
    <message>
        <source>Clay Mound</source>
        <extracomment>owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek and English say it as &quot;the&quot;: «ο Σωρός Πηλού», the owner following in the genitive)</extracomment>
        <translation>Agyagdombja</translation>
    </message>
    <message>
        <source>Smokehouse</source>
        <extracomment>owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek and English say it as &quot;the&quot;: «ο Σωρός Πηλού», the owner following in the genitive)</extracomment>
        <translation>Füstölőüzeme</translation>
    </message>
    <message>
        <source>Grocery Store</source>
        <extracomment>owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek and English say it as &quot;the&quot;: «ο Σωρός Πηλού», the owner following in the genitive)</extracomment>
        <translation>Élelmiszerboltja</translation>
    </message>
    <message>
        <source>Hardware Store</source>
        <extracomment>owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek and English say it as &quot;the&quot;: «ο Σωρός Πηλού», the owner following in the genitive)</extracomment>
        <translation>Építőanyag-kereskedése</translation>
    </message>
    <message>
        <source>Wood Company</source>
        <extracomment>owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek and English say it as &quot;the&quot;: «ο Σωρός Πηλού», the owner following in the genitive)</extracomment>
        <translation>Faipari vállalata</translation>
    </message>
    <message>
        <source>Farm</source>
        <extracomment>owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek and English say it as &quot;the&quot;: «ο Σωρός Πηλού», the owner following in the genitive)</extracomment>
        <translation>Tanyája</translation>
    </message>
    <message>
        <source>Farmland</source>
        <extracomment>owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek and English say it as &quot;the&quot;: «ο Σωρός Πηλού», the owner following in the genitive)</extracomment>
        <translation>Gazdasága</translation>
    </message>
    <message>
        <source>Kiln</source>
        <extracomment>owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek and English say it as &quot;the&quot;: «ο Σωρός Πηλού», the owner following in the genitive)</extracomment>
        <translation>Égetőkemencéje</translation>
    </message>
    <message>
        <source>Bakehouse</source>
        <extracomment>owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek and English say it as &quot;the&quot;: «ο Σωρός Πηλού», the owner following in the genitive)</extracomment>
        <translation>Sütödéje</translation>
    </message>
    <message>
        <source>Wood Trader</source>
        <extracomment>owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek and English say it as &quot;the&quot;: «ο Σωρός Πηλού», the owner following in the genitive)</extracomment>
        <translation>Fakereskedése</translation>
    </message>
    <message>
        <source>Restaurant</source>
        <extracomment>owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek and English say it as &quot;the&quot;: «ο Σωρός Πηλού», the owner following in the genitive)</extracomment>
        <translation>Étterme</translation>
    </message>
    <message>
        <source>Fish Market</source>
        <extracomment>owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek and English say it as &quot;the&quot;: «ο Σωρός Πηλού», the owner following in the genitive)</extracomment>
        <translation>Halpiaca</translation>
    </message>
    <message>
        <source>Building Firm</source>
        <extracomment>owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek and English say it as &quot;the&quot;: «ο Σωρός Πηλού», the owner following in the genitive)</extracomment>
        <translation>Építőüzeme</translation>
    </message>
    <message>
        <source>Marketplace</source>
        <extracomment>owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek and English say it as &quot;the&quot;: «ο Σωρός Πηλού», the owner following in the genitive)</extracomment>
        <translation>Piaca</translation>
    </message>
    <message>
        <source>Church Square</source>
        <extracomment>owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek and English say it as &quot;the&quot;: «ο Σωρός Πηλού», the owner following in the genitive)</extracomment>
        <translation>Templom tere</translation>
    </message>
    <message>
        <source>Weekly Market</source>
        <extracomment>owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek and English say it as &quot;the&quot;: «ο Σωρός Πηλού», the owner following in the genitive)</extracomment>
        <translation>Heti piaca</translation>
    </message>
    <message>
        <source>Sawmill</source>
        <extracomment>owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek and English say it as &quot;the&quot;: «ο Σωρός Πηλού», the owner following in the genitive)</extracomment>
        <translation>Fűrészmalma</translation>
    </message>
    <message>
        <source>Masons Guild</source>
        <extracomment>owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek and English say it as &quot;the&quot;: «ο Σωρός Πηλού», the owner following in the genitive)</extracomment>
        <translation>Kőműves céhe</translation>
    </message>
    <message>
        <source>Business Office</source>
        <extracomment>owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek and English say it as &quot;the&quot;: «ο Σωρός Πηλού», the owner following in the genitive)</extracomment>
        <translation>Üzlethelyisége</translation>
    </message>
    <message>
        <source>Craftsmen&apos;s Yard</source>
        <extracomment>owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek and English say it as &quot;the&quot;: «ο Σωρός Πηλού», the owner following in the genitive)</extracomment>
        <translation>Iparos udvara</translation>
    </message>
    <message>
        <source>Shipping Line</source>
        <extracomment>owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek and English say it as &quot;the&quot;: «ο Σωρός Πηλού», the owner following in the genitive)</extracomment>
        <translation>Hajózási társasága</translation>
    </message>
    <message>
        <source>Pier</source>
        <extracomment>owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek and English say it as &quot;the&quot;: «ο Σωρός Πηλού», the owner following in the genitive)</extracomment>
        <translation>Rakpartja</translation>
    </message>
    <message>
        <source>Fish Factory</source>
        <extracomment>owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek and English say it as &quot;the&quot;: «ο Σωρός Πηλού», the owner following in the genitive)</extracomment>
        <translation>Halfeldolgozó üzeme</translation>
    </message>
    <message>
        <source>Guild Hall</source>
        <extracomment>owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek and English say it as &quot;the&quot;: «ο Σωρός Πηλού», the owner following in the genitive)</extracomment>
        <translation>Céhháza</translation>
    </message>
    <message>
        <source>Town Hall</source>
        <extracomment>owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek and English say it as &quot;the&quot;: «ο Σωρός Πηλού», the owner following in the genitive)</extracomment>
        <translation>Városházája</translation>
    </message>
    <message>
        <source>Zoo</source>
        <extracomment>owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek and English say it as &quot;the&quot;: «ο Σωρός Πηλού», the owner following in the genitive)</extracomment>
        <translation>Állatkertje</translation>
    </message>
    <message>
        <source>Wood Factory</source>
        <extracomment>owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek and English say it as &quot;the&quot;: «ο Σωρός Πηλού», the owner following in the genitive)</extracomment>
        <translation>Fafeldolgozó üzeme</translation>
    </message>
    <message>
        <source>Pont de Normandie</source>
        <extracomment>owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek and English say it as &quot;the&quot;: «ο Σωρός Πηλού», the owner following in the genitive)</extracomment>
        <translation>Normandia hídja</translation>
    </message>
    <message>
        <source>Dock</source>
        <extracomment>owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek and English say it as &quot;the&quot;: «ο Σωρός Πηλού», the owner following in the genitive)</extracomment>
        <translation>Kikötője</translation>
    </message>
    <message>
        <source>Grain Silo</source>
        <extracomment>owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek and English say it as &quot;the&quot;: «ο Σωρός Πηλού», the owner following in the genitive)</extracomment>
        <translation>Gabonasilója</translation>
    </message>
    <message>
        <source>Brick Factory</source>
        <extracomment>owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek and English say it as &quot;the&quot;: «ο Σωρός Πηλού», the owner following in the genitive)</extracomment>
        <translation>Téglagyára</translation>
    </message>
</context>
<context>
    <name>BuildingForm:owned-acc</name>
    <message>
        <source>Clay Mound</source>
        <extracomment>owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek and English say it as &quot;acc&quot;: «τον Σωρό Πηλού», the owner following in the genitive)</extracomment>
        <translation>Agyagdombját</translation>
    </message>
    <message>
        <source>Smokehouse</source>
        <extracomment>owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek and English say it as &quot;acc&quot;: «τον Σωρό Πηλού», the owner following in the genitive)</extracomment>
        <translation>Füstölőüzemét</translation>
    </message>
    <message>
        <source>Grocery Store</source>
        <extracomment>owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek and English say it as &quot;acc&quot;: «τον Σωρό Πηλού», the owner following in the genitive)</extracomment>
        <translation>Élelmiszerboltját</translation>
    </message>
    <message>
        <source>Hardware Store</source>
        <extracomment>owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek and English say it as &quot;acc&quot;: «τον Σωρό Πηλού», the owner following in the genitive)</extracomment>
        <translation>Építőanyag-kereskedését</translation>
    </message>
    <message>
        <source>Wood Company</source>
        <extracomment>owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek and English say it as &quot;acc&quot;: «τον Σωρό Πηλού», the owner following in the genitive)</extracomment>
        <translation>Faipari vállalatát</translation>
    </message>
    <message>
        <source>Farm</source>
        <extracomment>owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek and English say it as &quot;acc&quot;: «τον Σωρό Πηλού», the owner following in the genitive)</extracomment>
        <translation>Tanyáját</translation>
    </message>
    <message>
        <source>Farmland</source>
        <extracomment>owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek and English say it as &quot;acc&quot;: «τον Σωρό Πηλού», the owner following in the genitive)</extracomment>
        <translation>Gazdaságát</translation>
    </message>
    <message>
        <source>Kiln</source>
        <extracomment>owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek and English say it as &quot;acc&quot;: «τον Σωρό Πηλού», the owner following in the genitive)</extracomment>
        <translation>Égetőkemencéjét</translation>
    </message>
    <message>
        <source>Bakehouse</source>
        <extracomment>owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek and English say it as &quot;acc&quot;: «τον Σωρό Πηλού», the owner following in the genitive)</extracomment>
        <translation>Sütödéjét</translation>
    </message>
    <message>
        <source>Wood Trader</source>
        <extracomment>owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek and English say it as &quot;acc&quot;: «τον Σωρό Πηλού», the owner following in the genitive)</extracomment>
        <translation>Fakereskedését</translation>
    </message>
    <message>
        <source>Restaurant</source>
        <extracomment>owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek and English say it as &quot;acc&quot;: «τον Σωρό Πηλού», the owner following in the genitive)</extracomment>
        <translation>Éttermét</translation>
    </message>
    <message>
        <source>Fish Market</source>
        <extracomment>owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek and English say it as &quot;acc&quot;: «τον Σωρό Πηλού», the owner following in the genitive)</extracomment>
        <translation>Halpiacát</translation>
    </message>
    <message>
        <source>Building Firm</source>
        <extracomment>owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek and English say it as &quot;acc&quot;: «τον Σωρό Πηλού», the owner following in the genitive)</extracomment>
        <translation>Építőüzemét</translation>
    </message>
    <message>
        <source>Marketplace</source>
        <extracomment>owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek and English say it as &quot;acc&quot;: «τον Σωρό Πηλού», the owner following in the genitive)</extracomment>
        <translation>Piacát</translation>
    </message>
    <message>
        <source>Church Square</source>
        <extracomment>owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek and English say it as &quot;acc&quot;: «τον Σωρό Πηλού», the owner following in the genitive)</extracomment>
        <translation>Templom terét</translation>
    </message>
    <message>
        <source>Weekly Market</source>
        <extracomment>owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek and English say it as &quot;acc&quot;: «τον Σωρό Πηλού», the owner following in the genitive)</extracomment>
        <translation>Heti piacát</translation>
    </message>
    <message>
        <source>Sawmill</source>
        <extracomment>owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek and English say it as &quot;acc&quot;: «τον Σωρό Πηλού», the owner following in the genitive)</extracomment>
        <translation>Fűrészmalmát</translation>
    </message>
    <message>
        <source>Masons Guild</source>
        <extracomment>owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek and English say it as &quot;acc&quot;: «τον Σωρό Πηλού», the owner following in the genitive)</extracomment>
        <translation>Kőműves céhét</translation>
    </message>
    <message>
        <source>Business Office</source>
        <extracomment>owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek and English say it as &quot;acc&quot;: «τον Σωρό Πηλού», the owner following in the genitive)</extracomment>
        <translation>Üzlethelyiségét</translation>
    </message>
    <message>
        <source>Craftsmen&apos;s Yard</source>
        <extracomment>owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek and English say it as &quot;acc&quot;: «τον Σωρό Πηλού», the owner following in the genitive)</extracomment>
        <translation>Iparos udvarát</translation>
    </message>
    <message>
        <source>Shipping Line</source>
        <extracomment>owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek and English say it as &quot;acc&quot;: «τον Σωρό Πηλού», the owner following in the genitive)</extracomment>
        <translation>Hajózási társaságát</translation>
    </message>
    <message>
        <source>Pier</source>
        <extracomment>owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek and English say it as &quot;acc&quot;: «τον Σωρό Πηλού», the owner following in the genitive)</extracomment>
        <translation>Rakpartját</translation>
    </message>
    <message>
        <source>Fish Factory</source>
        <extracomment>owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek and English say it as &quot;acc&quot;: «τον Σωρό Πηλού», the owner following in the genitive)</extracomment>
        <translation>Halfeldolgozó üzemét</translation>
    </message>
    <message>
        <source>Guild Hall</source>
        <extracomment>owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek and English say it as &quot;acc&quot;: «τον Σωρό Πηλού», the owner following in the genitive)</extracomment>
        <translation>Céhházát</translation>
    </message>
    <message>
        <source>Town Hall</source>
        <extracomment>owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek and English say it as &quot;acc&quot;: «τον Σωρό Πηλού», the owner following in the genitive)</extracomment>
        <translation>Városházáját</translation>
    </message>
    <message>
        <source>Zoo</source>
        <extracomment>owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek and English say it as &quot;acc&quot;: «τον Σωρό Πηλού», the owner following in the genitive)</extracomment>
        <translation>Állatkertjét</translation>
    </message>
    <message>
        <source>Wood Factory</source>
        <extracomment>owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek and English say it as &quot;acc&quot;: «τον Σωρό Πηλού», the owner following in the genitive)</extracomment>
        <translation>Fafeldolgozó üzemét</translation>
    </message>
    <message>
        <source>Pont de Normandie</source>
        <extracomment>owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek and English say it as &quot;acc&quot;: «τον Σωρό Πηλού», the owner following in the genitive)</extracomment>
        <translation>Normandia hídját</translation>
    </message>
    <message>
        <source>Dock</source>
        <extracomment>owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek and English say it as &quot;acc&quot;: «τον Σωρό Πηλού», the owner following in the genitive)</extracomment>
        <translation>Kikötőjét</translation>
    </message>
    <message>
        <source>Grain Silo</source>
        <extracomment>owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek and English say it as &quot;acc&quot;: «τον Σωρό Πηλού», the owner following in the genitive)</extracomment>
        <translation>Gabonasilóját</translation>
    </message>
    <message>
        <source>Brick Factory</source>
        <extracomment>owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek and English say it as &quot;acc&quot;: «τον Σωρό Πηλού», the owner following in the genitive)</extracomment>
        <translation>Téglagyárát</translation>
    </message>
</context>
<context>
    <name>BuildingForm:the</name>
    <message>
        <source>Clay Mound</source>
        <extracomment>the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)</extracomment>
        <translation>az Agyagdomb</translation>
    </message>
    <message>
        <source>Smokehouse</source>
        <extracomment>the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)</extracomment>
        <translation>a Füstölőüzem</translation>
    </message>
    <message>
        <source>Grocery Store</source>
        <extracomment>the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)</extracomment>
        <translation>az Élelmiszerbolt</translation>
    </message>
    <message>
        <source>Hardware Store</source>
        <extracomment>the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)</extracomment>
        <translation>az Építőanyag-kereskedés</translation>
    </message>
    <message>
        <source>Wood Company</source>
        <extracomment>the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)</extracomment>
        <translation>a Faipari vállalat</translation>
    </message>
    <message>
        <source>Farm</source>
        <extracomment>the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)</extracomment>
        <translation>a Tanya</translation>
    </message>
    <message>
        <source>Farmland</source>
        <extracomment>the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)</extracomment>
        <translation>a Gazdaság</translation>
    </message>
    <message>
        <source>Kiln</source>
        <extracomment>the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)</extracomment>
        <translation>az Égetőkemence</translation>
    </message>
    <message>
        <source>Bakehouse</source>
        <extracomment>the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)</extracomment>
        <translation>a Sütöde</translation>
    </message>
    <message>
        <source>Wood Trader</source>
        <extracomment>the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)</extracomment>
        <translation>a Fakereskedés</translation>
    </message>
    <message>
        <source>Restaurant</source>
        <extracomment>the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)</extracomment>
        <translation>az Étterem</translation>
    </message>
    <message>
        <source>Fish Market</source>
        <extracomment>the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)</extracomment>
        <translation>a Halpiac</translation>
    </message>
    <message>
        <source>Building Firm</source>
        <extracomment>the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)</extracomment>
        <translation>az Építőüzem</translation>
    </message>
    <message>
        <source>Marketplace</source>
        <extracomment>the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)</extracomment>
        <translation>a Piac</translation>
    </message>
    <message>
        <source>Church Square</source>
        <extracomment>the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)</extracomment>
        <translation>a Templom tér</translation>
    </message>
    <message>
        <source>Weekly Market</source>
        <extracomment>the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)</extracomment>
        <translation>a Heti piac</translation>
    </message>
    <message>
        <source>Sawmill</source>
        <extracomment>the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)</extracomment>
        <translation>a Fűrészmalom</translation>
    </message>
    <message>
        <source>Masons Guild</source>
        <extracomment>the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)</extracomment>
        <translation>a Kőműves céh</translation>
    </message>
    <message>
        <source>Business Office</source>
        <extracomment>the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)</extracomment>
        <translation>az Üzlethelyiség</translation>
    </message>
    <message>
        <source>Craftsmen&apos;s Yard</source>
        <extracomment>the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)</extracomment>
        <translation>az Iparos udvar</translation>
    </message>
    <message>
        <source>Shipping Line</source>
        <extracomment>the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)</extracomment>
        <translation>a Hajózási társaság</translation>
    </message>
    <message>
        <source>Pier</source>
        <extracomment>the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)</extracomment>
        <translation>a Rakpart</translation>
    </message>
    <message>
        <source>Fish Factory</source>
        <extracomment>the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)</extracomment>
        <translation>a Halfeldolgozó üzem</translation>
    </message>
    <message>
        <source>Guild Hall</source>
        <extracomment>the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)</extracomment>
        <translation>a Céhház</translation>
    </message>
    <message>
        <source>Town Hall</source>
        <extracomment>the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)</extracomment>
        <translation>a Városháza</translation>
    </message>
    <message>
        <source>Zoo</source>
        <extracomment>the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)</extracomment>
        <translation>az Állatkert</translation>
    </message>
    <message>
        <source>Wood Factory</source>
        <extracomment>the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)</extracomment>
        <translation>a Fafeldolgozó üzem</translation>
    </message>
    <message>
        <source>Pont de Normandie</source>
        <extracomment>the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)</extracomment>
        <translation>a Normandia híd</translation>
    </message>
    <message>
        <source>Dock</source>
        <extracomment>the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)</extracomment>
        <translation>a Kikötő</translation>
    </message>
    <message>
        <source>Grain Silo</source>
        <extracomment>the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)</extracomment>
        <translation>a Gabonasiló</translation>
    </message>
    <message>
        <source>Brick Factory</source>
        <extracomment>the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)</extracomment>
        <translation>a Téglagyár</translation>
    </message>
</context>
<context>
    <name>BuildingSummaries</name>
    <message>
        <source>Clay → N+1 steps</source>
        <translation>Agyag → N+1 mező</translation>
    </message>
    <message>
        <source>Fish ↖ N steps</source>
        <translation>Hal ↖ N mező</translation>
    </message>
    <message>
        <source>N francs; grain → 1, fish → 1</source>
        <translation>N frank; gabona → 1, hal → 1</translation>
    </message>
    <message>
        <source>Wood or clay → N steps</source>
        <translation>Fa vagy agyag → N mező</translation>
    </message>
    <message>
        <source>Wood → N steps</source>
        <translation>Fa → N mező</translation>
    </message>
    <message>
        <source>Grain ↗ N steps, then ↙ 1</source>
        <translation>Gabona ↗ N mező, majd ↙ 1</translation>
    </message>
    <message>
        <source>Grain → N; wood → 1, clay → 1</source>
        <translation>Gabona → N; fa → 1, agyag → 1</translation>
    </message>
    <message>
        <source>Clay ↖ N steps</source>
        <translation>Agyag ↖ N mező</translation>
    </message>
    <message>
        <source>Grain ↖ N steps</source>
        <translation>Gabona ↖ N mező</translation>
    </message>
    <message>
        <source>Up to N×: 1 franc + 2 food → wood ↑ 1</source>
        <translation>Legfeljebb N×: 1 frank + 2 étel → fa ↑ 1</translation>
    </message>
    <message>
        <source>Up to N×: 1 food → 2 francs</source>
        <translation>Legfeljebb N×: 1 étel → 2 frank</translation>
    </message>
    <message>
        <source>Up to N×: 1 franc → fish ↗ 1</source>
        <translation>Legfeljebb N×: 1 frank → hal ↗ 1</translation>
    </message>
    <message>
        <source>Wood → N, clay → N</source>
        <translation>Fa → N, agyag → N</translation>
    </message>
    <message>
        <source>N steps → on any markers</source>
        <translation>N mező → az áruszámlálók között szabadon elosztva</translation>
    </message>
    <message>
        <source>Grain → N, fish → N</source>
        <translation>Gabona → N, hal → N</translation>
    </message>
    <message>
        <source>Up to N×: grain or fish ↓ 1 → 4 francs</source>
        <translation>Legfeljebb N×: gabona vagy hal ↓ 1 → 4 frank</translation>
    </message>
    <message>
        <source>Wood ↖ N steps</source>
        <translation>Fa ↖ N mező</translation>
    </message>
    <message>
        <source>N different markers ↖ 1</source>
        <translation>N különböző áruszámláló ↖ 1</translation>
    </message>
    <message>
        <source>N different markers ↙ 1, 5 francs each</source>
        <translation>N különböző áruszámláló ↙ 1, áruszámlálónként 5 frank</translation>
    </message>
    <message>
        <source>N+1 steps ↖ on any markers</source>
        <translation>N+1 mező ↖ az áruszámlálók között szabadon elosztva</translation>
    </message>
    <message>
        <source>3×N francs</source>
        <translation>3×N frank</translation>
    </message>
    <message>
        <source>N+2 steps → on any markers</source>
        <translation>N+2 mező → az áruszámlálók között szabadon elosztva</translation>
    </message>
    <message>
        <source>{per} per fish at the end</source>
        <translation>A játék végén halanként {per}</translation>
    </message>
    <message>
        <source>{per} per wood at the end</source>
        <translation>A játék végén fánként {per}</translation>
    </message>
    <message>
        <source>{per} per Dock-symbol building</source>
        <translation>Kikötő-szimbólumos épületenként {per}</translation>
    </message>
    <message>
        <source>{per} per grain at the end</source>
        <translation>A játék végén gabonánként {per}</translation>
    </message>
    <message>
        <source>{per} per clay at the end</source>
        <translation>A játék végén agyagonként {per}</translation>
    </message>
    <message>
        <source>N different markers ↗ 1</source>
        <translation>N különböző áruszámláló ↗ 1</translation>
    </message>
    <message>
        <source>No function</source>
        <translation>Nincs hatása</translation>
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
        <translation>Építőanyag-kereskedés</translation>
    </message>
    <message>
        <source>Wood Company</source>
        <translation>Faipari vállalat</translation>
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
        <translation>Templom tér</translation>
    </message>
    <message>
        <source>Weekly Market</source>
        <translation>Heti piac</translation>
    </message>
    <message>
        <source>Sawmill</source>
        <translation>Fűrészmalom</translation>
    </message>
    <message>
        <source>Masons Guild</source>
        <translation>Kőműves céh</translation>
    </message>
    <message>
        <source>Business Office</source>
        <translation>Üzlethelyiség</translation>
    </message>
    <message>
        <source>Craftsmen&apos;s Yard</source>
        <translation>Iparos udvar</translation>
    </message>
    <message>
        <source>Shipping Line</source>
        <translation>Hajózási társaság</translation>
    </message>
    <message>
        <source>Pier</source>
        <translation>Rakpart</translation>
    </message>
    <message>
        <source>Fish Factory</source>
        <translation>Halfeldolgozó üzem</translation>
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
        <translation>Fafeldolgozó üzem</translation>
    </message>
    <message>
        <source>Pont de Normandie</source>
        <translation>Normandia híd</translation>
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
    <name>ComponentCounts</name>
    <message numerus="yes">
        <source>%n numbers are refused: correct them or empty their fields to save.</source>
        <translation>
            <numerusform>%n szám nem fogadható el: a mentéshez javíts ki vagy üríts ki minden megjelölt mezőt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entries of your components file cannot be used, so this table leaves them out. Saving writes the table without them; the file as it is now is kept as {backup}.</source>
        <translation>
            <numerusform>A játékelem-fájlod %n bejegyzése nem használható, ezért ez a táblázat kihagyja őket. Mentéskor a táblázat nélkülük kerül a fájlba; a fájl mostani állapota {backup} néven megmarad.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>…and %n more</source>
        <translation>
            <numerusform>…és még %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ComponentEditor</name>
    <message>
        <source>Import component data</source>
        <translation>Játékelem-adatok importálása</translation>
    </message>
    <message>
        <source>These numbers of your table change:</source>
        <translation>A táblázatod ezen számai változnak:</translation>
    </message>
    <message>
        <source>These entries of the file cannot be used and are left out:</source>
        <translation>A fájl ezen bejegyzései nem használhatók, ezért kimaradnak:</translation>
    </message>
    <message>
        <source>{file} changes nothing in your table.</source>
        <translation>Ez a fájl ({file}) semmit sem változtat a táblázatodon.</translation>
    </message>
    <message>
        <source>From {file}:</source>
        <translation>A fájlból ({file}):</translation>
    </message>
    <message>
        <source>&amp;Adopt these numbers</source>
        <translation>Ezen számok át&amp;vétele</translation>
    </message>
    <message>
        <source>Component data</source>
        <translation>Játékelem-adatok</translation>
    </message>
    <message>
        <source>&amp;Enter from my tiles…</source>
        <translation>Bevitel a &amp;lapkáimról…</translation>
    </message>
    <message>
        <source>Tile by tile in round order, each tile drawn beside its numbers</source>
        <translation>Lapkáról lapkára, a körök sorrendjében; minden lapka a számai mellett látható</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importálás…</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>E&amp;xportálás…</translation>
    </message>
    <message>
        <source>&amp;Reset all</source>
        <translation>Mindent &amp;visszaállít</translation>
    </message>
    <message>
        <source>Put the reconstruction back for every building and the warehouse</source>
        <translation>A rekonstrukció visszaállítása minden épületre és a raktárra</translation>
    </message>
    <message>
        <source>Ado&amp;pt the game&apos;s numbers</source>
        <translation>A játék számainak á&amp;tvétele</translation>
    </message>
    <message>
        <source>Lay out your tiles in round order. For each one, type its cost and its value as printed (Tab goes from field to field; leave a part of the cost empty for none), then press Enter for the next tile.</source>
        <translation>Rakd ki a lapkáidat a körök sorrendjében. Mindegyiknél írd be a rányomtatott költséget és értéket (a Tab mezőről mezőre lép; a költség hiányzó részét hagyd üresen), majd nyomj Entert a következő lapkához.</translation>
    </message>
    <message>
        <source>Enter the costs and values printed on your tiles: a number you enter counts as printed, and the program no longer calls it reconstructed. An empty field keeps the reconstruction shown in grey. A changed table applies to new games; the game in progress keeps the numbers it started with.</source>
        <translation>Írd be a lapkáidra nyomtatott költségeket és értékeket: az általad beírt szám nyomtatottnak számít, és a program többé nem nevezi rekonstruáltnak. Az üres mező a szürkén látható rekonstrukciót tartja meg. A megváltozott táblázat az új játékokra érvényes; a folyamatban lévő játék megtartja azokat a számokat, amelyekkel elkezdődött.</translation>
    </message>
    <message>
        <source>The game on the table is played with other numbers:</source>
        <translation>Az asztalon lévő játék más számokkal folyik:</translation>
    </message>
    <message>
        <source>{printed} of {total} tiles have all their numbers printed.</source>
        <translation>{total} lapkából {printed} lapka minden száma nyomtatott.</translation>
    </message>
    <message>
        <source>Reset all</source>
        <translation>Mindent visszaállít</translation>
    </message>
    <message>
        <source>Put the reconstruction back for every building and for the warehouse? Nothing is saved until you choose Save.</source>
        <translation>Visszaállítod a rekonstrukciót minden épületre és a raktárra? Semmi sem kerül mentésre, amíg a Mentés gombot nem választod.</translation>
    </message>
    <message>
        <source>Component data (*.json);;All files (*)</source>
        <translation>Játékelem-adatok (*.json);;Minden fájl (*)</translation>
    </message>
    <message>
        <source>Export component data</source>
        <translation>Játékelem-adatok exportálása</translation>
    </message>
    <message>
        <source>The table could not be written to {file}: {reason}</source>
        <translation>Nem sikerült kiírni a táblázatot ({file}): {reason}</translation>
    </message>
    <message>
        <source>Your table could not be saved to {file}: {reason}. Nothing was changed.</source>
        <translation>Nem sikerült menteni a táblázatodat ({file}): {reason}. Semmi sem változott.</translation>
    </message>
    <message>
        <source>Some numbers you typed are refused, and your other changes are not saved yet. Close without saving?</source>
        <translation>Néhány beírt számod nem fogadható el, a többi módosításod pedig még nincs elmentve. Bezárod mentés nélkül?</translation>
    </message>
    <message>
        <source>Your changes to the table are not saved. Save them?</source>
        <translation>A táblázaton végzett módosításaid nincsenek elmentve. Elmented őket?</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Kör</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>Épület</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Érték</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Forrás</translation>
    </message>
    <message>
        <source>{building}: cost in {part}</source>
        <translation>{building}: költség – {part}</translation>
    </message>
    <message>
        <source>{building}: value</source>
        <translation>{building}: érték</translation>
    </message>
    <message>
        <source>Back to the reconstruction for {building}</source>
        <translation>Vissza a rekonstrukcióhoz: {building}</translation>
    </message>
    <message>
        <source>Warehouse:</source>
        <translation>Raktár:</translation>
    </message>
    <message>
        <source>rows ×</source>
        <translation>sor ×</translation>
    </message>
    <message>
        <source>columns</source>
        <translation>oszlop</translation>
    </message>
    <message>
        <source>Warehouse: rows</source>
        <translation>Raktár: sorok</translation>
    </message>
    <message>
        <source>Warehouse: columns</source>
        <translation>Raktár: oszlopok</translation>
    </message>
    <message>
        <source>Back to the reconstruction for the warehouse</source>
        <translation>Vissza a rekonstrukcióhoz a raktárnál</translation>
    </message>
    <message>
        <source>(0 to {top} of each good)</source>
        <translation>(minden áruból 0–{top})</translation>
    </message>
    <message>
        <source>printed</source>
        <translation>nyomtatott</translation>
    </message>
    <message>
        <source>reconstructed</source>
        <translation>rekonstruált</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Költség</translation>
    </message>
    <message>
        <source>Cost in {part}</source>
        <translation>Költség – {part}</translation>
    </message>
    <message>
        <source>&amp;As on my tile</source>
        <translation>&amp;Ugyanaz, mint a lapkámon</translation>
    </message>
    <message>
        <source>Your tile shows the numbers greyed here: take them as printed</source>
        <translation>A lapkádon az itt szürkén látható számok állnak: vedd át őket nyomtatottként</translation>
    </message>
    <message>
        <source>◀ &amp;Previous tile</source>
        <translation>◀ &amp;Előző lapka</translation>
    </message>
    <message>
        <source>&amp;Next tile ▶</source>
        <translation>&amp;Következő lapka ▶</translation>
    </message>
    <message>
        <source>&amp;Back to the table</source>
        <translation>Vissza a &amp;táblázathoz</translation>
    </message>
    <message>
        <source>%v of %m tiles entered</source>
        <translation>%m lapkából %v bevíve</translation>
    </message>
    <message>
        <source>Round {letter}, tile {number} of {total}</source>
        <translation>{letter}-kör, {number}. lapka ({total} közül)</translation>
    </message>
    <message>
        <source>Numbers: {marks}</source>
        <translation>Számok: {marks}</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation>&amp;Kész</translation>
    </message>
    <message>
        <source>per fish</source>
        <translation>halanként</translation>
    </message>
    <message>
        <source>per clay</source>
        <translation>agyagonként</translation>
    </message>
    <message>
        <source>per wood</source>
        <translation>fánként</translation>
    </message>
    <message>
        <source>per grain</source>
        <translation>gabonánként</translation>
    </message>
    <message>
        <source>per Dock symbol</source>
        <translation>Kikötő-szimbólumonként</translation>
    </message>
    <message>
        <source>value reconstructed</source>
        <translation>az érték rekonstruált</translation>
    </message>
    <message>
        <source>cost reconstructed</source>
        <translation>a költség rekonstruált</translation>
    </message>
    <message>
        <source>{rows} rows × {cols} columns</source>
        <translation>{rows} sor × {cols} oszlop</translation>
    </message>
    <message>
        <source>Warehouse: {theirs} in this game, {mine} in your table</source>
        <translation>Raktár: ebben a játékban {theirs}, a táblázatodban {mine}</translation>
    </message>
    <message>
        <source>{building}: costs {theirs} in this game, {mine} in your table</source>
        <translation>{building}: ebben a játékban {theirs} a költsége, a táblázatodban {mine}</translation>
    </message>
    <message>
        <source>{building}: worth {theirs} in this game, {mine} in your table</source>
        <translation>{building}: ebben a játékban {theirs} az értéke, a táblázatodban {mine}</translation>
    </message>
    <message>
        <source>{building}: enters in round {theirs} in this game, in round {mine} in your table</source>
        <translation>{building}: ebben a játékban {theirs:art}-körben kerül játékba, a táblázatodban {mine:art}-körben</translation>
    </message>
    <message>
        <source>Warehouse: {theirs} in the file, {mine} in your table</source>
        <translation>Raktár: a fájlban {theirs}, a táblázatodban {mine}</translation>
    </message>
    <message>
        <source>{building}: costs {theirs} in the file, {mine} in your table</source>
        <translation>{building}: a fájlban {theirs} a költsége, a táblázatodban {mine}</translation>
    </message>
    <message>
        <source>{building}: worth {theirs} in the file, {mine} in your table</source>
        <translation>{building}: a fájlban {theirs} az értéke, a táblázatodban {mine}</translation>
    </message>
    <message>
        <source>{building}: enters in round {theirs} in the file, in round {mine} in your table</source>
        <translation>{building}: a fájlban {theirs:art}-körben kerül játékba, a táblázatodban {mine:art}-körben</translation>
    </message>
</context>
<context>
    <name>ComputerLevels</name>
    <message>
        <source>Beginner</source>
        <translation>Kezdő</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Középhaladó</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Erős</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Szakértő</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>Mester</translation>
    </message>
    <message>
        <source>Often settles for a turn that is merely good: a gentle first opponent.</source>
        <translation>Gyakran beéri egy csupán jó lépéssel: kíméletes ellenfél az első játékokhoz.</translation>
    </message>
    <message>
        <source>Takes the turn that looks best now, without thinking of your reply.</source>
        <translation>Azt a lépést választja, amely most a legjobbnak látszik, a válaszodra nem gondol.</translation>
    </message>
    <message>
        <source>Looks three turns ahead (its own, your reply, its next): a real challenge.</source>
        <translation>Három fordulóval előre számol (a sajátjával, a te válaszoddal és a következő sajátjával): igazi kihívás.</translation>
    </message>
    <message>
        <source>Looks five turns ahead; it may think a second or two.</source>
        <translation>Öt fordulóval előre számol; egy-két másodpercig is gondolkodhat.</translation>
    </message>
    <message>
        <source>Looks further ahead the longer it may think: about two seconds a move.</source>
        <translation>Minél tovább gondolkodhat, annál messzebbre lát előre: lépésenként nagyjából két másodpercig.</translation>
    </message>
    <message>
        <source>{level}: {about}</source>
        <translation>{level}: {about}</translation>
    </message>
    <message>
        <source>Computer ({level})</source>
        <translation>Számítógép ({level})</translation>
    </message>
</context>
<context>
    <name>ComputerTurns</name>
    <message>
        <source>Thinking…</source>
        <translation>Gondolkodik…</translation>
    </message>
    <message>
        <source>Computer opponent</source>
        <translation>Gépi ellenfél</translation>
    </message>
    <message>
        <source>Opponent&apos;s &amp;moves</source>
        <translation>Az &amp;ellenfél lépései</translation>
    </message>
    <message>
        <source>Played at once</source>
        <translation>Azonnal</translation>
    </message>
    <message>
        <source>Quick (1 s)</source>
        <translation>Gyors (1 mp)</translation>
    </message>
    <message>
        <source>Steady (2 s)</source>
        <translation>Nyugodt (2 mp)</translation>
    </message>
    <message>
        <source>Slow (3.5 s)</source>
        <translation>Lassú (3,5 mp)</translation>
    </message>
    <message>
        <source>Until I click</source>
        <translation>Amíg nem kattintok</translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <source>The {marker} goes back: drop it on a highlighted cell of your warehouse.</source>
        <translation>Visszaugrik {marker:the}: a raktárad egyik kiemelt mezőjén engedd el.</translation>
    </message>
    <message>
        <source>No legal choice puts the {marker} there.</source>
        <translation>Egyik szabályos lehetőség sem viszi oda {marker:acc}.</translation>
    </message>
    <message>
        <source>Repetitions:</source>
        <translation>Ismétlések:</translation>
    </message>
    <message>
        <source>{good}:</source>
        <translation>{good}:</translation>
    </message>
    <message>
        <source>No legal choice has that number.</source>
        <translation>Nincs olyan szabályos lehetőség, amelyben ez a szám szerepel.</translation>
    </message>
    <message>
        <source>There is no other way to do this: the choice shown is the only one.</source>
        <translation>Nincs más mód: a látható lehetőség az egyetlen.</translation>
    </message>
    <message>
        <source>The game is over: there is nothing to confirm.</source>
        <translation>A játék véget ért: nincs mit jóváhagyni.</translation>
    </message>
    <message>
        <source>Nothing to confirm yet: click a building in the supply to build it, or a building with a green frame on a wheel to use it.</source>
        <translation>Még nincs mit jóváhagyni: kattints egy épületre a készletben, hogy felépítsd, vagy egy zöld keretes épületre egy játéktáblán, hogy használd.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>A játék véget ért.</translation>
    </message>
    <message>
        <source>{player}, your turn: click a building in the supply to build it, or a building with a green frame on a wheel to use it.</source>
        <translation>{player:Voc}, te jössz: kattints egy épületre a készletben, hogy felépítsd, vagy egy zöld keretes épületre valamelyik játéktáblán, hogy használd.</translation>
    </message>
    <message>
        <source>Use {building} (your opponent&apos;s: a fee of {fee})</source>
        <translation>Használat: {building} (az ellenfeledé: {fee} használati díj)</translation>
    </message>
    <message>
        <source>Sell {building} for {amount}</source>
        <translation>Eladás: {building} ({amount})</translation>
    </message>
    <message>
        <source>Repetition {n}: {cost} paid with {goods}</source>
        <translation>{n}. ismétlés: {cost} kifizetése {goods:ins}</translation>
    </message>
    <message>
        <source>Repetition {n}: {cost} paid with {goods} ({extra} more than due)</source>
        <translation>{n}. ismétlés: {cost} kifizetése {goods:ins} ({extra:ins} több a szükségesnél)</translation>
    </message>
    <message>
        <source>{player}, you can neither build nor use a building: please pass.</source>
        <translation>{player:Voc}, sem építeni, sem épületet használni nem tudsz: passzolj.</translation>
    </message>
    <message>
        <source>{building} goes back to its place: drop it on the bank to sell it.</source>
        <translation>Visszakerül a helyére {building:the}: ha el akarod adni, a bank fölött engedd el.</translation>
    </message>
    <message>
        <source>{player}, sell a building, or end your turn.</source>
        <translation>{player:Voc}, adj el egy épületet, vagy fejezd be a fordulódat.</translation>
    </message>
    <message>
        <source>{player}&apos;s francs: {before} → {after}</source>
        <translation>{player:The} frankjai: {before} → {after}</translation>
    </message>
    <message>
        <source>Your action is done. To sell, drag one of your buildings onto the bank or right-click it; End turn (Enter) hands the turn to {opponent}.</source>
        <translation>Az akciódat végrehajtottad. Eladáshoz húzd az egyik épületedet a bankra, vagy kattints rá a jobb egérgombbal; a Forduló vége (Enter) után {opponent:the} következik.</translation>
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
        <source>Nothing changes on your warehouse.</source>
        <translation>A raktáradban semmi sem változik.</translation>
    </message>
    <message>
        <source>Your francs: {before} → {after}</source>
        <translation>Frankjaid: {before} → {after}</translation>
    </message>
    <message>
        <source>Drop it on the bank to sell it.</source>
        <translation>Engedd el a bank fölött, hogy eladd.</translation>
    </message>
</context>
<context>
    <name>CrashReport</name>
    <message>
        <source>Something went wrong, and the program cannot start. The details could not be written to a log file.</source>
        <translation>Váratlan hiba történt, és a program nem tud elindulni. A részleteket nem sikerült naplófájlba írni.</translation>
    </message>
    <message>
        <source>Something went wrong, and the program cannot start. The details are in {path}.</source>
        <translation>Váratlan hiba történt, és a program nem tud elindulni. A részleteket ez a fájl tartalmazza: {path}.</translation>
    </message>
    <message>
        <source>Something went wrong in the program. Your game is autosaved, and you can go on playing; the details could not be written to a log file.</source>
        <translation>Váratlan hiba történt a programban. A játékodat automatikusan mentettük, nyugodtan játszhatsz tovább; a részleteket nem sikerült naplófájlba írni.</translation>
    </message>
    <message>
        <source>Something went wrong in the program. Your game is autosaved, and you can go on playing. The details are in {path}.</source>
        <translation>Váratlan hiba történt a programban. A játékodat automatikusan mentettük, nyugodtan játszhatsz tovább. A részleteket ez a fájl tartalmazza: {path}.</translation>
    </message>
    <message>
        <source>Something went wrong in the program.</source>
        <translation>Váratlan hiba történt a programban.</translation>
    </message>
    <message>
        <source>Something went wrong in the program; the details are in {path}.</source>
        <translation>Váratlan hiba történt a programban; a részleteket ez a fájl tartalmazza: {path}.</translation>
    </message>
    <message numerus="yes">
        <source>Something went wrong in the program again (%n time(s) in all).</source>
        <translation>
            <numerusform>Ismét váratlan hiba történt a programban (összesen %n alkalommal).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Something went wrong in the program again (%n time(s) in all); the details are in {path}.</source>
        <translation>
            <numerusform>Ismét váratlan hiba történt a programban (összesen %n alkalommal); a részleteket ez a fájl tartalmazza: {path}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Unexpected error</source>
        <translation>Váratlan hiba</translation>
    </message>
</context>
<context>
    <name>DescribeTable</name>
    <message>
        <source>The game is over.</source>
        <translation>A játék véget ért.</translation>
    </message>
    <message>
        <source>Round {letter} of {count}. {name} to play, actions left: {n}.</source>
        <translation>{letter}-kör ({count} körből). {name:The} következik, hátralévő akció: {n}.</translation>
    </message>
    <message>
        <source>{name}: {francs}, wealth {wealth}.</source>
        <translation>{name}: {francs}, vagyon: {wealth}.</translation>
    </message>
    <message>
        <source>Goods: {goods}.</source>
        <translation>Áruk: {goods}.</translation>
    </message>
    <message>
        <source>Buildings:</source>
        <translation>Épületek:</translation>
    </message>
    <message>
        <source>No buildings.</source>
        <translation>Nincs épülete.</translation>
    </message>
    <message>
        <source>Supply:</source>
        <translation>Készlet:</translation>
    </message>
    <message>
        <source>Later rounds:</source>
        <translation>Későbbi körök:</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>Az asztal</translation>
    </message>
    <message>
        <source>The position in words</source>
        <translation>A játékállás szövegesen</translation>
    </message>
</context>
<context>
    <name>Directions</name>
    <message>
        <source>right</source>
        <translation>jobbra</translation>
    </message>
    <message>
        <source>up</source>
        <translation>felfelé</translation>
    </message>
    <message>
        <source>up-left</source>
        <translation>átlósan balra felfelé</translation>
    </message>
    <message>
        <source>up-right</source>
        <translation>átlósan jobbra felfelé</translation>
    </message>
    <message>
        <source>left</source>
        <translation>balra</translation>
    </message>
    <message>
        <source>down</source>
        <translation>lefelé</translation>
    </message>
    <message>
        <source>down-left</source>
        <translation>átlósan balra lefelé</translation>
    </message>
    <message>
        <source>down-right</source>
        <translation>átlósan jobbra lefelé</translation>
    </message>
</context>
<context>
    <name>EndGameDialog</name>
    <message>
        <source>Copy the chart as a picture</source>
        <translation>A diagram másolása képként</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>Végeredmény</translation>
    </message>
    <message>
        <source>A draw at {total}! Play a rematch with the boards swapped.</source>
        <extracomment>{total}: the wealth both players ended with, a bare number.</extracomment>
        <translation>Döntetlen, {total} ponttal! Játsszatok visszavágót felcserélt játéktáblákkal.</translation>
    </message>
    <message>
        <source>{winner} wins, {a} to {b}!</source>
        <extracomment>{winner}: the winner (a Player term: {winner:the} …); {a}, {b}: the two totals, the winner&apos;s first.</extracomment>
        <translation>{winner:The} nyert, {a}:{b}!</translation>
    </message>
    <message>
        <source>Francs</source>
        <translation>Frank</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Összesen</translation>
    </message>
    <message>
        <source>Wealth (francs + buildings) at each round&apos;s start</source>
        <translation>Vagyon (frank + épületek) az egyes körök elején</translation>
    </message>
    <message>
        <source>Rematch, start player swapped</source>
        <translation>Visszavágó, másik kezdőjátékossal</translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>A játék elemzése</translation>
    </message>
    <message>
        <source>Go over the turns played with the computer&apos;s search: which lost the most expected points, and what was better</source>
        <translation>A lejátszott fordulók átnézése a gép keresésével: melyik veszítette a legtöbb várható pontot, és mi lett volna jobb</translation>
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
        <source>1 per good</source>
        <translation>árunként 1</translation>
    </message>
    <message>
        <source>per Dock-symbol building</source>
        <translation>Kikötő-szimbólumos épületenként</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Vége</translation>
    </message>
</context>
<context>
    <name>FileLine</name>
    <message>
        <source>A set-up position: it was not played from the start, so it cannot be saved.</source>
        <translation>Beállított állás: nem az elejétől játszottátok, ezért nem menthető.</translation>
    </message>
    <message>
        <source>Not saved in a file yet; every move is in the autosave.</source>
        <translation>Még nincs fájlba mentve; minden lépés benne van az automatikus mentésben.</translation>
    </message>
    <message>
        <source>Not saved in a file yet.</source>
        <translation>Még nincs fájlba mentve.</translation>
    </message>
    <message>
        <source>Saved in {file}.</source>
        <translation>Mentve ebbe a fájlba: {file}.</translation>
    </message>
    <message>
        <source>The newest moves are not saved in {file} yet; every move is in the autosave.</source>
        <translation>A legújabb lépések még nincsenek elmentve ide: {file}; minden lépés benne van az automatikus mentésben.</translation>
    </message>
    <message>
        <source>The newest moves are not saved in {file} yet.</source>
        <translation>A legújabb lépések még nincsenek elmentve ide: {file}.</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>{a} and {b}, finished</source>
        <translation>{a:The} és {b:the} befejezett játéka</translation>
    </message>
    <message>
        <source>{a} and {b}, round {letter}</source>
        <translation>{a:The} és {b:the} játéka, {letter}-kör</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Játék megnyitása</translation>
    </message>
    <message>
        <source>{file} is not a game this program can open. The file was left as it is.

Details: {reason}</source>
        <translation>Ez a fájl nem olyan játékállás, amelyet a program meg tud nyitni: {file}. A fájl érintetlen maradt.

Részletek: {reason}</translation>
    </message>
    <message>
        <source>Cannot open game</source>
        <translation>A játék nem nyitható meg</translation>
    </message>
    <message>
        <source>This game is played with other component numbers than your table; Game ▸ Component data… shows them and can adopt them.</source>
        <translation>Ez a játék más játékelem-számokkal folyik, mint a táblázatod; a Játék ▸ Játékelem-adatok… megmutatja és át is tudja venni őket.</translation>
    </message>
    <message>
        <source>The kept game can no longer be read; its file was left as it is.

Details: {reason}</source>
        <translation>A félretett játék már nem olvasható be; a fájlja érintetlen maradt.

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
        <source>This game was set up from a position, not played from the start, so it has no game record to save.</source>
        <translation>Ez a játék egy beállított állásból indult, nem az elejétől játszottátok, ezért nincs olyan lejegyzett játékmenete, amelyet menteni lehetne.</translation>
    </message>
    <message>
        <source>The game could not be saved to {file}: {reason}</source>
        <translation>A játék mentése nem sikerült ({file}): {reason}</translation>
    </message>
    <message>
        <source>Saved to {file}</source>
        <translation>Mentve: {file}</translation>
    </message>
    <message>
        <source>Inland Port games (*{suffix});;All files (*)</source>
        <translation>Inland Port játékállások (*{suffix});;Minden fájl (*)</translation>
    </message>
    <message>
        <source>The game on the table could not be kept for later: {reason}. Replace it all the same? Its moves since it was last saved would be lost.</source>
        <translation>Az asztalon lévő játékot nem sikerült félretenni: {reason}. Lecseréled mégis? A legutóbbi mentés óta tett lépései elvesznek.</translation>
    </message>
    <message>
        <source>Cannot keep the game</source>
        <translation>A játék nem tehető félre</translation>
    </message>
    <message>
        <source>The game of {a} and {b} is kept for later: take it back from Game ▸ Kept games.</source>
        <translation>{a:The} és {b:the} játékát a program félretette: a Játék ▸ Félretett játékok menüből folytathatod.</translation>
    </message>
    <message>
        <source>&amp;Kept games</source>
        <translation>&amp;Félretett játékok</translation>
    </message>
    <message>
        <source>&amp;Discard the kept games…</source>
        <translation>A félretett játékok &amp;törlése…</translation>
    </message>
    <message numerus="yes">
        <source>Discard the %n kept game(s)? They cannot be taken back.</source>
        <translation>
            <numerusform>Törlöd a félretett játékokat (%n darab)? Utána már nem folytathatók.</numerusform>
        </translation>
    </message>
    <message>
        <source>Kept games</source>
        <translation>Félretett játékok</translation>
    </message>
</context>
<context>
    <name>GoodForm:acc</name>
    <message>
        <source>fish</source>
        <extracomment>acc: accusative with the article (Greek «το ψάρι», «τον πηλό»; Hungarian «a halat»)</extracomment>
        <translation>a halat</translation>
    </message>
    <message>
        <source>clay</source>
        <extracomment>acc: accusative with the article (Greek «το ψάρι», «τον πηλό»; Hungarian «a halat»)</extracomment>
        <translation>az agyagot</translation>
    </message>
    <message>
        <source>wood</source>
        <extracomment>acc: accusative with the article (Greek «το ψάρι», «τον πηλό»; Hungarian «a halat»)</extracomment>
        <translation>a fát</translation>
    </message>
    <message>
        <source>grain</source>
        <extracomment>acc: accusative with the article (Greek «το ψάρι», «τον πηλό»; Hungarian «a halat»)</extracomment>
        <translation>a gabonát</translation>
    </message>
    <message>
        <source>food</source>
        <extracomment>acc: accusative with the article (Greek «το ψάρι», «τον πηλό»; Hungarian «a halat»)</extracomment>
        <translation>az ételt</translation>
    </message>
</context>
<context>
    <name>GoodForm:ins</name>
    <message>
        <source>fish</source>
        <extracomment>ins: the good as the means of paying, &apos;with fish&apos; (Greek «με ψάρια»; Hungarian instrumental «hallal»)</extracomment>
        <translation>hallal</translation>
    </message>
    <message>
        <source>clay</source>
        <extracomment>ins: the good as the means of paying, &apos;with fish&apos; (Greek «με ψάρια»; Hungarian instrumental «hallal»)</extracomment>
        <translation>agyaggal</translation>
    </message>
    <message>
        <source>wood</source>
        <extracomment>ins: the good as the means of paying, &apos;with fish&apos; (Greek «με ψάρια»; Hungarian instrumental «hallal»)</extracomment>
        <translation>fával</translation>
    </message>
    <message>
        <source>grain</source>
        <extracomment>ins: the good as the means of paying, &apos;with fish&apos; (Greek «με ψάρια»; Hungarian instrumental «hallal»)</extracomment>
        <translation>gabonával</translation>
    </message>
    <message>
        <source>food</source>
        <extracomment>ins: the good as the means of paying, &apos;with fish&apos; (Greek «με ψάρια»; Hungarian instrumental «hallal»)</extracomment>
        <translation>étellel</translation>
    </message>
</context>
<context>
    <name>GoodForm:owned</name>
    <message>
        <source>fish</source>
        <extracomment>owned: the good of a player named just before it (Hungarian possessed «Max agyaga»; Greek and English say it as &quot;the&quot;: «ο πηλός», the owner following in the genitive)</extracomment>
        <translation>hala</translation>
    </message>
    <message>
        <source>clay</source>
        <extracomment>owned: the good of a player named just before it (Hungarian possessed «Max agyaga»; Greek and English say it as &quot;the&quot;: «ο πηλός», the owner following in the genitive)</extracomment>
        <translation>agyaga</translation>
    </message>
    <message>
        <source>wood</source>
        <extracomment>owned: the good of a player named just before it (Hungarian possessed «Max agyaga»; Greek and English say it as &quot;the&quot;: «ο πηλός», the owner following in the genitive)</extracomment>
        <translation>fája</translation>
    </message>
    <message>
        <source>grain</source>
        <extracomment>owned: the good of a player named just before it (Hungarian possessed «Max agyaga»; Greek and English say it as &quot;the&quot;: «ο πηλός», the owner following in the genitive)</extracomment>
        <translation>gabonája</translation>
    </message>
    <message>
        <source>food</source>
        <extracomment>owned: the good of a player named just before it (Hungarian possessed «Max agyaga»; Greek and English say it as &quot;the&quot;: «ο πηλός», the owner following in the genitive)</extracomment>
        <translation>étele</translation>
    </message>
</context>
<context>
    <name>GoodForm:the</name>
    <message>
        <source>fish</source>
        <extracomment>the: the good as a common noun, nominative with the article (Greek «το ψάρι»; Hungarian «a hal»)</extracomment>
        <translation>a hal</translation>
    </message>
    <message>
        <source>clay</source>
        <extracomment>the: the good as a common noun, nominative with the article (Greek «το ψάρι»; Hungarian «a hal»)</extracomment>
        <translation>az agyag</translation>
    </message>
    <message>
        <source>wood</source>
        <extracomment>the: the good as a common noun, nominative with the article (Greek «το ψάρι»; Hungarian «a hal»)</extracomment>
        <translation>a fa</translation>
    </message>
    <message>
        <source>grain</source>
        <extracomment>the: the good as a common noun, nominative with the article (Greek «το ψάρι»; Hungarian «a hal»)</extracomment>
        <translation>a gabona</translation>
    </message>
    <message>
        <source>food</source>
        <extracomment>the: the good as a common noun, nominative with the article (Greek «το ψάρι»; Hungarian «a hal»)</extracomment>
        <translation>az étel</translation>
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
    <name>Guide</name>
    <message>
        <source>1. Build a building</source>
        <translation>1. Építs egy épületet</translation>
    </message>
    <message>
        <source>Welcome to the Inland Port! You grow rich by building and using buildings. Round A has 3 actions and nothing is built yet, so start by building: click a bright tile in the supply (the middle of the table). Your warehouse shows what you would pay; press Confirm. Confirm carries out your action and ends your turn.</source>
        <translation>Üdvözlünk a Le Havre: The Inland Port játékban! Úgy gazdagodhatsz meg, hogy épületeket építesz és használsz. Az A-körben 3 akció van, és még semmi sincs felépítve, ezért építéssel kezdj: kattints egy világos lapkára a készletben (az asztal közepén). A raktárad megmutatja, mit fizetnél; nyomd meg a Jóváhagyás gombot. A Jóváhagyás végrehajtja az akciódat, és egyben befejezi a fordulódat.</translation>
    </message>
    <message>
        <source>Nothing in the supply can be paid for this turn: use a building on a wheel instead, or pass if the action bar offers it.</source>
        <translation>Ebben a fordulóban a készletből semmit sem tudsz megfizetni: használj inkább egy épületet valamelyik játéktáblán, vagy passzolj, ha az akciósáv felkínálja.</translation>
    </message>
    <message>
        <source>Build again, but this time pay differently from what the program proposes. Pick a building that offers several payments (the action bar says &apos;Choice 1 of 2&apos; or more; a building paid with food usually does), then drag a marker with a yellow outline onto another green cell and confirm.</source>
        <translation>Építs újra, de ezúttal másképp fizess, mint ahogy a program javasolja. Válassz egy olyan épületet, amelyet többféleképpen is ki lehet fizetni (az akciósávon ekkor „Lehetőség: 1/2” vagy nagyobb szám áll; az étellel fizetendő épületeknél általában így van), majd húzz egy sárga szegélyű áruszámlálót egy másik zöld mezőre, és hagyd jóvá.</translation>
    </message>
    <message>
        <source>This turn no building in the supply can be paid in more than one way. Take any action for now; this step waits for a turn that offers a choice.</source>
        <translation>Ebben a fordulóban a készlet egyetlen épülete sem fizethető meg többféleképpen. Egyelőre végezz bármilyen akciót; ez a lépés megvárja azt a fordulót, amely több fizetési lehetőséget kínál.</translation>
    </message>
    <message>
        <source>A building can be used from the round after it was built. Click a building with a green frame on a wheel: yours is free, your opponent&apos;s costs a fee of {fee}. The action bar shows what it will do; confirm.</source>
        <translation>Egy épület az építését követő körtől használható. Kattints egy zöld keretes épületre valamelyik játéktáblán: a saját épületed használata ingyenes, az ellenfeledéért {fee} használati díjat kell fizetned. Az akciósáv megmutatja, mit fog tenni; hagyd jóvá.</translation>
    </message>
    <message>
        <source>No building on a wheel can be used to any effect yet: a building is usable from the round after it was built, when the wheel has turned. Build something for now; this step waits for a turn where a building can be used.</source>
        <translation>A játéktáblákon még egyetlen épületet sem lehet haszonnal használni: egy épület a felépítése utáni körtől használható, amikor a játéktábla mutatója már továbbfordult. Egyelőre építs valamit; ez a lépés megvárja azt a fordulót, amikor már használhatsz épületet.</translation>
    </message>
    <message>
        <source>You may sell your own buildings for half their value at any moment of your own turn: before your action, after it, or both. Selling is never your action. Drag one of your buildings onto the bank (or right-click it).</source>
        <translation>A saját épületeidet a saját fordulód bármely pontján eladhatod az értékük feléért: az akciód előtt, utána vagy akár mindkétszer. Az eladás sosem számít akciónak. Húzd az egyik épületedet a bankra (vagy kattints rá a jobb egérgombbal).</translation>
    </message>
    <message>
        <source>You have no building to sell yet. Take your action for now; this step waits until you own a building.</source>
        <translation>Még nincs eladható épületed. Egyelőre végezd el az akciódat; ez a lépés megvárja, amíg lesz egy épületed.</translation>
    </message>
    <message>
        <source>5. Keep your turn open</source>
        <translation>5. Hagyd nyitva a fordulódat</translation>
    </message>
    <message>
        <source>Confirm ends your turn at once. To sell after your action, choose “Confirm, keep turn open” instead: the action is carried out and your turn stays open. Now take your action with it, sell one of your buildings, then press End turn. This pays off at the last action of a round: a building you have just used would otherwise wait in sector ×2 for your opponent, who opens the next round.</source>
        <translation>A Jóváhagyás azonnal befejezi a fordulódat. Ha az akciód után még el akarsz adni valamit, válaszd helyette a „Jóváhagyás, a forduló folytatódik” gombot: az akció végrehajtódik, a fordulód pedig nyitva marad. Most így hajtsd végre az akciódat, adj el egy épületedet, majd nyomd meg a Forduló vége gombot. Ez a kör utolsó akciójánál éri meg igazán: az épp használt épület különben a ×2‑es szektorban várná az ellenfeledet, aki a következő kört nyitja.</translation>
    </message>
    <message>
        <source>You have no building to sell after your action yet. Take your action for now; this step waits until you own a building.</source>
        <translation>Még nincs olyan épületed, amelyet az akciód után eladhatnál. Egyelőre végezd el az akciódat; ez a lépés megvárja, amíg lesz egy épületed.</translation>
    </message>
    <message>
        <source>That is the whole game: build or use, sell before or after your action, end your turn, and watch the wheel turn at the end of each round. Keep playing; the teaching panel explains each step, and the rules reference holds the details.</source>
        <translation>Ennyi az egész játék: építs vagy használj, adj el az akciód előtt vagy után, fejezd be a fordulódat, és minden kör végén figyeld, ahogy a játéktábla mutatója továbbfordul. Játssz tovább: az oktatópanel minden lépést elmagyaráz, a részleteket pedig a szabálygyűjteményben találod.</translation>
    </message>
    <message>
        <source>2. Choose how to pay</source>
        <translation>2. Válaszd meg, hogyan fizetsz</translation>
    </message>
    <message>
        <source>3. Use a building</source>
        <translation>3. Használj egy épületet</translation>
    </message>
    <message>
        <source>4. Sell a building</source>
        <translation>4. Adj el egy épületet</translation>
    </message>
    <message>
        <source>You know every kind of action</source>
        <translation>Már minden akciótípust ismersz</translation>
    </message>
</context>
<context>
    <name>GuidedGame</name>
    <message>
        <source>The guide walks two new players at this computer through rounds A and B of a new game: both players are people, taking turns at the table.</source>
        <translation>Az útmutató két új játékost kísér végig egy új játék A és B körén ugyanazon a gépen: mindkét játékos ember, felváltva játszanak az asztalnál.</translation>
    </message>
    <message>
        <source>Your game of {a} and {b} (round {letter}) is kept for later: you can take it back from Game ▸ Kept games at any time.</source>
        <translation>{a:The} és {b:the} játékát ({letter}-kör) a program félreteszi: a Játék ▸ Félretett játékok menüből bármikor folytathatod.</translation>
    </message>
    <message>
        <source>Guided first game</source>
        <translation>Vezetett első játék</translation>
    </message>
    <message>
        <source>Start the guided game?</source>
        <translation>Elindítod a vezetett játékot?</translation>
    </message>
    <message>
        <source>Kept game</source>
        <translation>Félretett játék</translation>
    </message>
    <message>
        <source>Go back to the game of {a} and {b} that was kept when the guided game began?</source>
        <translation>Visszatérsz {a:the} és {b:the} játékához, amelyet a program a vezetett játék indításakor tett félre?</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <source>Drag the building onto the bank to sell it, then end your turn.</source>
        <translation>Húzd az épületet a bankra, hogy eladd, aztán fejezd be a fordulódat.</translation>
    </message>
    <message>
        <source>No sale is worth it now.</source>
        <translation>Most egyik eladás sem éri meg.</translation>
    </message>
    <message>
        <source>Suggested: {move}</source>
        <translation>Javaslat: {move}</translation>
    </message>
    <message>
        <source>Expected final scores: {scores}.</source>
        <translation>Várható végeredmény: {scores}.</translation>
    </message>
    <message>
        <source>{move}, {scores}</source>
        <translation>{move}, {scores}</translation>
    </message>
    <message>
        <source>{first}; {next}</source>
        <extracomment>Joins the moves of a list whose items hold commas: &quot;build the Kiln, 118 to 104; use the Farm, …&quot;.</extracomment>
        <translation>{first}; {next}</translation>
    </message>
    <message>
        <source>Next best: {moves}.</source>
        <translation>A következő legjobbak: {moves}.</translation>
    </message>
    <message>
        <source>Then {sales} before you end your turn.</source>
        <translation>Utána, mielőtt befejeznéd a fordulódat: {sales}.</translation>
    </message>
    <message>
        <source>The computer compares the moves on offer, looking a few turns ahead.</source>
        <translation>A gép összeveti a lehetséges lépéseket, és néhány fordulóval előre tekint.</translation>
    </message>
    <message>
        <source>Take the suggestion</source>
        <translation>Javaslat elfogadása</translation>
    </message>
    <message>
        <source>Put the suggested move on the table as your choice; Confirm carries it out</source>
        <translation>A javasolt lépés beállítása az asztalon, választott lehetőségként; a Jóváhagyás végrehajtja</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Mégse</translation>
    </message>
    <message>
        <source>Stop looking for a move (Esc)</source>
        <translation>A lépéskeresés leállítása (Esc)</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Bezárás</translation>
    </message>
    <message>
        <source>Clear the suggestion from the table (Esc)</source>
        <translation>A javaslat eltávolítása az asztalról (Esc)</translation>
    </message>
    <message>
        <source>Expected final scores are the search&apos;s estimates: good for comparing moves, not a promise.</source>
        <translation>A várható végeredmény a keresés becslése: a lépések összehasonlítására jó, de nem ígéret.</translation>
    </message>
    <message>
        <source>The game is over: there is no move to suggest.</source>
        <translation>A játék véget ért: nincs mit javasolni.</translation>
    </message>
    <message>
        <source>It is {friend}&apos;s turn: the suggestion for your move follows when it is your turn.</source>
        <translation>Most {friend:the} következik: a javaslat a te lépésedre akkor érkezik, amikor te következel.</translation>
    </message>
    <message>
        <source>The computer is playing its turn: the suggestion for your move follows when it is your turn.</source>
        <translation>A gép most lép: a javaslat a te lépésedre akkor érkezik, amikor te következel.</translation>
    </message>
    <message>
        <source>No suggestion this time</source>
        <translation>Ezúttal nincs javaslat</translation>
    </message>
    <message>
        <source>The search stopped with an error. Play on as you see fit.</source>
        <translation>A keresés hibával leállt. Játssz tovább belátásod szerint.</translation>
    </message>
</context>
<context>
    <name>Keyboard</name>
    <message>
        <source>S</source>
        <comment>the key that sells the focused building</comment>
        <translation>E</translation>
    </message>
    <message>
        <source>H</source>
        <comment>the key that asks for a suggested move</comment>
        <translation>J</translation>
    </message>
    <message>
        <source>Supply</source>
        <translation>Készlet</translation>
    </message>
    <message>
        <source>Your buildings</source>
        <translation>Épületeid</translation>
    </message>
    <message>
        <source>Your opponent&apos;s buildings</source>
        <translation>Az ellenfeled épületei</translation>
    </message>
    <message>
        <source>Your warehouse</source>
        <translation>Raktárad</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>Bank</translation>
    </message>
    <message>
        <source>{group}: arrow keys move between cells; Space on a marker picks it up, on a highlighted cell puts it there; Enter confirms; Tab goes on</source>
        <translation>{group}: a nyílbillentyűk a mezők között mozognak; a Szóköz áruszámlálón felveszi a számlálót, kiemelt mezőn leteszi oda; az Enter jóváhagy; a Tab továbblép</translation>
    </message>
    <message>
        <source>{group}: arrow keys move; Enter or Space uses the building; Delete or {sell} sells it; Tab goes on</source>
        <translation>{group}: a nyílbillentyűkkel lépkedhetsz; az Enter vagy a Szóköz használja az épületet; a Delete vagy az {sell} eladja; a Tab továbblép</translation>
    </message>
    <message>
        <source>{group}: arrow keys move; Enter or Space chooses; Tab goes on</source>
        <translation>{group}: a nyílbillentyűkkel lépkedhetsz; az Enter vagy a Szóköz kiválaszt; a Tab továbblép</translation>
    </message>
</context>
<context>
    <name>KeyboardHelp</name>
    <message>
        <source>{first} or {second}</source>
        <translation>{first} vagy {second}</translation>
    </message>
    <message>
        <source>Next or previous part of the table: supply, your buildings, your opponent&apos;s buildings, your warehouse, the bank, then the action bar</source>
        <translation>Ugrás az asztal következő vagy előző részére: a készlet, a saját épületeid, az ellenfeled épületei, a raktárad, a bank, végül az akciósáv</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Nyílbillentyűk</translation>
    </message>
    <message>
        <source>Move within a part: tiles of the supply, buildings on a wheel, warehouse cells</source>
        <translation>Mozgás egy részen belül: a készlet lapkái, egy játéktábla épületei, a raktár mezői</translation>
    </message>
    <message>
        <source>With no choice open, on a tile or a building: start building or using it, as a click does</source>
        <translation>Ha épp nincs kiválasztott lehetőség, lapkán vagy épületen: az építés vagy a használat megkezdése, ugyanúgy, mint kattintással</translation>
    </message>
    <message>
        <source>While a choice is open, on your warehouse: on a marker, pick it up; on a highlighted cell, put it there. Anywhere else: confirm, as Enter does</source>
        <translation>Amíg egy lehetőség ki van választva, a raktáradon: áruszámlálón a számláló felvétele, kiemelt mezőn a letétele oda. Bárhol máshol: jóváhagyás, ugyanúgy, mint az Enterrel</translation>
    </message>
    <message>
        <source>Confirm the choice the action bar shows and end the turn, whatever the cursor stands on; with the action done, end the turn</source>
        <translation>Az akciósávban látható lehetőség jóváhagyása és a forduló befejezése, bárhol áll is a kurzor; ha az akció már megtörtént, a forduló befejezése</translation>
    </message>
    <message>
        <source>Confirm the action and keep the turn open, to sell</source>
        <translation>Az akció jóváhagyása úgy, hogy a forduló nyitva marad, és még eladhatsz</translation>
    </message>
    <message>
        <source>Sell the focused building of yours (as dropping it on the bank does)</source>
        <translation>A fókuszban lévő saját épületed eladása (ugyanúgy, mintha a bankra húznád)</translation>
    </message>
    <message>
        <source>Cancel the choice</source>
        <translation>A kiválasztott lehetőség elvetése</translation>
    </message>
    <message>
        <source>Previous or next way of doing the action</source>
        <translation>Az akció előző vagy következő lehetősége</translation>
    </message>
    <message>
        <source>Open the list of the ways of doing the action</source>
        <translation>Az akció összes lehetőségét felsoroló lista megnyitása</translation>
    </message>
    <message>
        <source>Suggest a move</source>
        <translation>Lépésjavaslat</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Visszavonás</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Újra</translation>
    </message>
    <message>
        <source>Rules reference</source>
        <translation>Szabálygyűjtemény</translation>
    </message>
    <message>
        <source>Show or hide the side panels</source>
        <translation>Az oldalpanelek megjelenítése vagy elrejtése</translation>
    </message>
    <message>
        <source>Zoom in on the table and the side panels</source>
        <translation>Az asztal és az oldalsó panelek nagyítása</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Kicsinyítés</translation>
    </message>
    <message>
        <source>Actual size: the whole table in the window</source>
        <translation>Eredeti méret: az egész asztal az ablakban</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Új játék</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Mentett játék megnyitása</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>A játék mentése</translation>
    </message>
    <message>
        <source>Save the game as</source>
        <translation>A játék mentése másként</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Kilépés</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Billentyűzet</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Billentyűk</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>Mire valók</translation>
    </message>
    <message>
        <source>Keys of the game</source>
        <translation>A játék billentyűparancsai</translation>
    </message>
</context>
<context>
    <name>LevelStrength</name>
    <message numerus="yes">
        <source>Wins about %n of 10 games against {opponent}.</source>
        <translation>
            <numerusform>{opponent} szintű ellenféllel szemben nagyjából 10 játszmából %n játszmát nyer meg.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Lists</name>
    <message>
        <source>{first} and {last}</source>
        <extracomment>How two items of a list are joined: &quot;Clay Mound and Kiln&quot; (Greek «… και …»; Hungarian «… és …»).</extracomment>
        <translation>{first} és {last}</translation>
    </message>
    <message>
        <source>{first}, {next}</source>
        <extracomment>The start and the middle of a longer list: &quot;Clay Mound, Kiln&quot; (then LIST_END before the last item).</extracomment>
        <translation>{first}, {next}</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <comment>end of a longer list</comment>
        <extracomment>The end of a longer list: &quot;Clay Mound, Kiln and Farm&quot; (Greek «…, … και …»; Hungarian «…, … és …»).</extracomment>
        <translation>{first} és {last}</translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message>
        <source>Round {letter}: no new buildings.</source>
        <translation>{letter}-kör: nincs új épület.</translation>
    </message>
    <message>
        <source>Round {letter} has {actions}; {player} starts.</source>
        <extracomment>{player}: a player (Player term: {player:the} … see i18n.forms).</extracomment>
        <translation>{letter:Art}-körben {actions} van, és {player:the} kezd.</translation>
    </message>
    <message>
        <source>{player} builds {building} (beside the board).</source>
        <translation>{player:The} felépíti {building:acc}, és a játéktáblája mellé teszi.</translation>
    </message>
    <message>
        <source>{player} builds {building}.</source>
        <translation>{player:The} felépíti {building:acc}.</translation>
    </message>
    <message>
        <source>{player} uses {owner}&apos;s {building} from sector {sector}.</source>
        <extracomment>{player} uses {owner}&apos;s building (Greek {owner:gen}; Hungarian {owner:the} {building:owned-acc}).</extracomment>
        <translation>{player:The} használja {owner:the} {building:owned-acc} {sector:art-adj} szektorban.</translation>
    </message>
    <message>
        <source>{player} uses {building} from sector {sector}.</source>
        <translation>{player:The} használja {building:acc} {sector:art-adj} szektorban.</translation>
    </message>
    <message>
        <source>{player} pays {amount} to {other}.</source>
        <translation>{player:The} {amount:acc} fizet {other:dat}.</translation>
    </message>
    <message>
        <source>{player} receives {amount}.</source>
        <translation>{player:The} {amount:acc} kap.</translation>
    </message>
    <message>
        <source>Repetition {repetition}: {player} pays {amount} ({start} → {end}).</source>
        <translation>{repetition:ord} ismétlés: {player:the} {amount:acc} fizet ({start} → {end}).</translation>
    </message>
    <message>
        <source>Round {letter}: {names} enters the supply.</source>
        <translation>{letter}-kör: a készletbe kerül {names:the}.</translation>
    </message>
    <message>
        <source>Round {letter}: {names} enter the supply.</source>
        <translation>{letter}-kör: a készletbe kerül {names:the}.</translation>
    </message>
    <message>
        <source>{player} pays {amount} ({start} → {end}).</source>
        <translation>{player:The} {amount:acc} fizet ({start} → {end}).</translation>
    </message>
    <message>
        <source>Repetition {repetition}: no change: {paid} paid for a cost of {cost}.</source>
        <translation>{repetition:ord} ismétlés: nincs visszajáró; a költség {cost}, a kifizetett mennyiség {paid}.</translation>
    </message>
    <message>
        <source>No change: {paid} paid for a cost of {cost}.</source>
        <translation>Nincs visszajáró: a költség {cost}, a kifizetett mennyiség {paid}.</translation>
    </message>
    <message>
        <source>{player} pays {amount} to the bank.</source>
        <translation>{player:The} {amount:acc} fizet a banknak.</translation>
    </message>
    <message>
        <source>{player} gets the bonus franc of sector ×4+.</source>
        <translation>{player:The} megkapja a ×4+ szektor bónusz frankját.</translation>
    </message>
    <message>
        <source>{player}&apos;s {good:the}: {start} → {end}.</source>
        <extracomment>{player}&apos;s good goes from {start} to {end} (Greek {good:The} {player:gen}; Hungarian {player:the} {good:owned}).</extracomment>
        <translation>{player:The} {good:owned}: {start} → {end}.</translation>
    </message>
    <message>
        <source>{player}&apos;s {marker} loses {steps} at the edge of the warehouse.</source>
        <translation>{player:The} {marker:owned} megáll a raktár szélén, {steps} elvész.</translation>
    </message>
    <message>
        <source>{building} goes to sector 0 of {owner}&apos;s wheel.</source>
        <translation>{building:The} visszakerül {owner:the} játéktáblájának 0‑s szektorába.</translation>
    </message>
    <message>
        <source>Forced sale: {player}&apos;s {building} reaches the sale sector and brings {amount}.</source>
        <translation>Kényszerértékesítés: {player:the} {building:owned} eléri az eladási szektort, és {amount:acc} hoz.</translation>
    </message>
    <message>
        <source>{player} sells {building} after the action for {amount}.</source>
        <translation>{player:The} az akciója után eladja {building:acc}, és {amount:acc} kap érte.</translation>
    </message>
    <message>
        <source>{player} sells {building} for {amount}.</source>
        <translation>{player:The} eladja {building:acc}, és {amount:acc} kap érte.</translation>
    </message>
    <message>
        <source>{player} can neither build nor use a building, and passes.</source>
        <translation>{player:The} nem tud sem építeni, sem épületet használni, ezért passzol.</translation>
    </message>
    <message>
        <source>{player} ends the turn.</source>
        <translation>{player:The} befejezi a fordulóját.</translation>
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
        <translation>Vége a játéknak: {a:the} {ta}, {b:the} {tb} pontot szerzett. Döntetlen!</translation>
    </message>
    <message>
        <source>Game over: {a} {ta}, {b} {tb}. {winner} wins!</source>
        <translation>Vége a játéknak: {a:the} {ta}, {b:the} {tb} pontot szerzett. {winner:The} nyert!</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <source>Every step of the game is written here.</source>
        <translation>Itt jelenik meg a játék minden lépése.</translation>
    </message>
    <message>
        <source>A set-up position (round {letter}): the game&apos;s earlier rounds were not played here. Every step from now on is written here.</source>
        <translation>Beállított állás ({letter}-kör): a játszma korábbi köreit nem itt játszották. Mostantól minden lépés ide kerül.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Le Havre: The Inland Port</source>
        <translation>Le Havre: The Inland Port</translation>
    </message>
    <message>
        <source>More tools</source>
        <translation>További eszközök</translation>
    </message>
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
        <source>There is no list of choices now: it opens while a build or a use with several ways of doing it is being shaped.</source>
        <translation>Most nincs lehetőséglista: akkor nyílik meg, amikor egy többféleképpen elvégezhető építést vagy használatot állítasz össze.</translation>
    </message>
    <message>
        <source>The autosave cannot write ({reason}): your newest moves are not on disk yet. It is tried again; Game ▸ Save as… puts the game elsewhere.</source>
        <translation>Az automatikus mentés nem tud írni ({reason}): a legutóbbi lépéseid még nincsenek a lemezen. A program újra próbálkozik; a Játék ▸ Mentés másként… paranccsal máshová mentheted a játékot.</translation>
    </message>
    <message>
        <source>The autosave works again: every move is on disk.</source>
        <translation>Az automatikus mentés újra működik: minden lépés a lemezen van.</translation>
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
        <source>&amp;Final scores</source>
        <translation>&amp;Végeredmény</translation>
    </message>
    <message>
        <source>Suggest a &amp;move</source>
        <translation>&amp;Lépésjavaslat</translation>
    </message>
    <message>
        <source>&amp;Review this game</source>
        <translation>A játék elem&amp;zése</translation>
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
        <source>Game log</source>
        <translation>Játéknapló</translation>
    </message>
    <message>
        <source>Teaching</source>
        <translation>Oktatás</translation>
    </message>
    <message>
        <source>Game l&amp;og</source>
        <translation>&amp;Játéknapló</translation>
    </message>
    <message>
        <source>&amp;Side panels</source>
        <translation>Oldal&amp;panelek</translation>
    </message>
    <message>
        <source>All choices</source>
        <translation>Összes lehetőség</translation>
    </message>
    <message>
        <source>&amp;Teaching mode</source>
        <translation>&amp;Oktató mód</translation>
    </message>
    <message>
        <source>There is nothing to undo yet.</source>
        <translation>Még nincs mit visszavonni.</translation>
    </message>
    <message>
        <source>There is nothing to redo.</source>
        <translation>Nincs mit újra végrehajtani.</translation>
    </message>
    <message>
        <source>Explain every rule as it applies</source>
        <translation>Minden szabály elmagyarázása, amikor érvényesül</translation>
    </message>
    <message>
        <source>&amp;Symbols</source>
        <translation>Sz&amp;imbólumok</translation>
    </message>
    <message>
        <source>Component &amp;data…</source>
        <translation>Játékelem-&amp;adatok…</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Jóváhagyás</translation>
    </message>
    <message>
        <source>Confirm, keep turn open</source>
        <translation>Jóváhagyás, a forduló folytatódik</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Mégse</translation>
    </message>
    <message>
        <source>Previous choice</source>
        <translation>Előző lehetőség</translation>
    </message>
    <message>
        <source>Next choice</source>
        <translation>Következő lehetőség</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Sú&amp;gó</translation>
    </message>
    <message>
        <source>Your component table is saved; new games use it, the game in progress keeps its own.</source>
        <translation>A játékelem-táblázatod el van mentve; az új játékok ezt használják, a folyamatban lévő játék megtartja a sajátját.</translation>
    </message>
    <message>
        <source>Unsaved moves</source>
        <translation>Mentetlen lépések</translation>
    </message>
    <message>
        <source>The autosave could not write your newest moves to disk. Save the game to another place before closing?</source>
        <translation>Az automatikus mentés nem tudta a lemezre írni a legutóbbi lépéseidet. Mentsük a játékot máshová bezárás előtt?</translation>
    </message>
    <message>
        <source>Close all the same? The moves not on disk will be lost.</source>
        <translation>Mégis bezárod? A lemezre nem került lépések elvesznek.</translation>
    </message>
    <message>
        <source>&amp;Rules reference</source>
        <translation>&amp;Szabálygyűjtemény</translation>
    </message>
    <message>
        <source>&amp;Guided first game</source>
        <translation>&amp;Vezetett első játék</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Billentyűzet</translation>
    </message>
    <message>
        <source>&amp;Describe the table</source>
        <translation>Az asztal &amp;leírása</translation>
    </message>
    <message>
        <source>&amp;About Le Havre: The Inland Port</source>
        <translation>A Le Havre: The Inland Port &amp;névjegye</translation>
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
        <source>{what} ({keys})</source>
        <translation>{what} ({keys})</translation>
    </message>
    <message>
        <source>{first} vs {second}</source>
        <translation>{first:The} kontra {second:the}</translation>
    </message>
    <message>
        <source>{game} ({file})</source>
        <translation>{game} ({file})</translation>
    </message>
    <message>
        <source>{file} is not a game this program can open. The file was left as it is.

Details: {reason}</source>
        <translation>Ez a fájl nem olyan játékállás, amelyet a program meg tud nyitni: {file}. A fájl érintetlen maradt.

Részletek: {reason}</translation>
    </message>
</context>
<context>
    <name>MarkerForm</name>
    <message>
        <source>fish marker</source>
        <extracomment>the goods marker of this good, without article (Greek «δείκτης ψαριού»; Hungarian «halszámláló»)</extracomment>
        <translation>halszámláló</translation>
    </message>
    <message>
        <source>clay marker</source>
        <extracomment>the goods marker of this good, without article (Greek «δείκτης ψαριού»; Hungarian «halszámláló»)</extracomment>
        <translation>agyagszámláló</translation>
    </message>
    <message>
        <source>wood marker</source>
        <extracomment>the goods marker of this good, without article (Greek «δείκτης ψαριού»; Hungarian «halszámláló»)</extracomment>
        <translation>faszámláló</translation>
    </message>
    <message>
        <source>grain marker</source>
        <extracomment>the goods marker of this good, without article (Greek «δείκτης ψαριού»; Hungarian «halszámláló»)</extracomment>
        <translation>gabonaszámláló</translation>
    </message>
</context>
<context>
    <name>MarkerForm:acc</name>
    <message>
        <source>fish marker</source>
        <extracomment>acc: the goods marker, accusative with the article (Greek «τον δείκτη ψαριού»; Hungarian «a halszámlálót»)</extracomment>
        <translation>a halszámlálót</translation>
    </message>
    <message>
        <source>clay marker</source>
        <extracomment>acc: the goods marker, accusative with the article (Greek «τον δείκτη ψαριού»; Hungarian «a halszámlálót»)</extracomment>
        <translation>az agyagszámlálót</translation>
    </message>
    <message>
        <source>wood marker</source>
        <extracomment>acc: the goods marker, accusative with the article (Greek «τον δείκτη ψαριού»; Hungarian «a halszámlálót»)</extracomment>
        <translation>a faszámlálót</translation>
    </message>
    <message>
        <source>grain marker</source>
        <extracomment>acc: the goods marker, accusative with the article (Greek «τον δείκτη ψαριού»; Hungarian «a halszámlálót»)</extracomment>
        <translation>a gabonaszámlálót</translation>
    </message>
</context>
<context>
    <name>MarkerForm:gen</name>
    <message>
        <source>fish marker</source>
        <extracomment>gen: the goods marker, genitive with the article (Greek «του δείκτη ψαριού»; Hungarian «a halszámlálónak»)</extracomment>
        <translation>a halszámlálónak</translation>
    </message>
    <message>
        <source>clay marker</source>
        <extracomment>gen: the goods marker, genitive with the article (Greek «του δείκτη ψαριού»; Hungarian «a halszámlálónak»)</extracomment>
        <translation>az agyagszámlálónak</translation>
    </message>
    <message>
        <source>wood marker</source>
        <extracomment>gen: the goods marker, genitive with the article (Greek «του δείκτη ψαριού»; Hungarian «a halszámlálónak»)</extracomment>
        <translation>a faszámlálónak</translation>
    </message>
    <message>
        <source>grain marker</source>
        <extracomment>gen: the goods marker, genitive with the article (Greek «του δείκτη ψαριού»; Hungarian «a halszámlálónak»)</extracomment>
        <translation>a gabonaszámlálónak</translation>
    </message>
</context>
<context>
    <name>MarkerForm:owned</name>
    <message>
        <source>fish marker</source>
        <extracomment>owned: the goods marker of a player named just before it (Hungarian «Max agyagszámlálója»; Greek and English say it as &quot;the&quot;: «ο δείκτης πηλού», the owner following in the genitive)</extracomment>
        <translation>halszámlálója</translation>
    </message>
    <message>
        <source>clay marker</source>
        <extracomment>owned: the goods marker of a player named just before it (Hungarian «Max agyagszámlálója»; Greek and English say it as &quot;the&quot;: «ο δείκτης πηλού», the owner following in the genitive)</extracomment>
        <translation>agyagszámlálója</translation>
    </message>
    <message>
        <source>wood marker</source>
        <extracomment>owned: the goods marker of a player named just before it (Hungarian «Max agyagszámlálója»; Greek and English say it as &quot;the&quot;: «ο δείκτης πηλού», the owner following in the genitive)</extracomment>
        <translation>faszámlálója</translation>
    </message>
    <message>
        <source>grain marker</source>
        <extracomment>owned: the goods marker of a player named just before it (Hungarian «Max agyagszámlálója»; Greek and English say it as &quot;the&quot;: «ο δείκτης πηλού», the owner following in the genitive)</extracomment>
        <translation>gabonaszámlálója</translation>
    </message>
</context>
<context>
    <name>MarkerForm:the</name>
    <message>
        <source>fish marker</source>
        <extracomment>the: the goods marker, nominative with the article (Greek «ο δείκτης ψαριού»; Hungarian «a halszámláló»)</extracomment>
        <translation>a halszámláló</translation>
    </message>
    <message>
        <source>clay marker</source>
        <extracomment>the: the goods marker, nominative with the article (Greek «ο δείκτης ψαριού»; Hungarian «a halszámláló»)</extracomment>
        <translation>az agyagszámláló</translation>
    </message>
    <message>
        <source>wood marker</source>
        <extracomment>the: the goods marker, nominative with the article (Greek «ο δείκτης ψαριού»; Hungarian «a halszámláló»)</extracomment>
        <translation>a faszámláló</translation>
    </message>
    <message>
        <source>grain marker</source>
        <extracomment>the: the goods marker, nominative with the article (Greek «ο δείκτης ψαριού»; Hungarian «a halszámláló»)</extracomment>
        <translation>a gabonaszámláló</translation>
    </message>
</context>
<context>
    <name>MoveExplained</name>
    <message>
        <source>{player} built the {building}: it expects to finish with {mine}, you with {theirs}.</source>
        <translation>{player:The} felépítette {building:acc}: arra számít, hogy {mine} ponttal végez, te pedig {theirs} ponttal.</translation>
    </message>
    <message>
        <source>{player} built the {building}: it expects to finish with {mine}, {opponent} with {theirs}.</source>
        <translation>{player:The} felépítette {building:acc}: arra számít, hogy {mine} ponttal végez, {opponent:the} pedig {theirs} ponttal.</translation>
    </message>
    <message>
        <source>{player} used the {building}: it expects to finish with {mine}, you with {theirs}.</source>
        <translation>{player:The} használta {building:acc}: arra számít, hogy {mine} ponttal végez, te pedig {theirs} ponttal.</translation>
    </message>
    <message>
        <source>{player} used the {building}: it expects to finish with {mine}, {opponent} with {theirs}.</source>
        <translation>{player:The} használta {building:acc}: arra számít, hogy {mine} ponttal végez, {opponent:the} pedig {theirs} ponttal.</translation>
    </message>
    <message>
        <source>{player} passed: it expects to finish with {mine}, you with {theirs}.</source>
        <translation>{player:The} passzolt: arra számít, hogy {mine} ponttal végez, te pedig {theirs} ponttal.</translation>
    </message>
    <message>
        <source>{player} passed: it expects to finish with {mine}, {opponent} with {theirs}.</source>
        <translation>{player:The} passzolt: arra számít, hogy {mine} ponttal végez, {opponent:the} pedig {theirs} ponttal.</translation>
    </message>
    <message>
        <source>Building the {building} instead would have left it {mine}, you {theirs}.</source>
        <translation>Ha inkább {building:acc} építette volna fel, {mine} pontra számíthatott volna, te pedig {theirs} pontra.</translation>
    </message>
    <message>
        <source>Building the {building} instead would have left it {mine}, {opponent} {theirs}.</source>
        <translation>Ha inkább {building:acc} építette volna fel, {mine} pontra számíthatott volna, {opponent:the} pedig {theirs} pontra.</translation>
    </message>
    <message>
        <source>Using the {building} instead would have left it {mine}, you {theirs}.</source>
        <translation>Ha inkább {building:acc} használta volna, {mine} pontra számíthatott volna, te pedig {theirs} pontra.</translation>
    </message>
    <message>
        <source>Using the {building} instead would have left it {mine}, {opponent} {theirs}.</source>
        <translation>Ha inkább {building:acc} használta volna, {mine} pontra számíthatott volna, {opponent:the} pedig {theirs} pontra.</translation>
    </message>
    <message>
        <source>You can expect to finish with {mine}, {opponent} with {theirs}.</source>
        <translation>Arra számíthatsz, hogy {mine} ponttal végzel, {opponent:the} pedig {theirs} ponttal.</translation>
    </message>
    <message>
        <source>Building the {building} instead would leave you {mine}, {opponent} {theirs}.</source>
        <translation>Ha inkább {building:acc} építed fel, {mine} pontra számíthatsz, {opponent:the} pedig {theirs} pontra.</translation>
    </message>
    <message>
        <source>Using the {building} instead would leave you {mine}, {opponent} {theirs}.</source>
        <translation>Ha inkább {building:acc} használod, {mine} pontra számíthatsz, {opponent:the} pedig {theirs} pontra.</translation>
    </message>
    <message>
        <source>Why this move</source>
        <translation>Miért ezt választotta</translation>
    </message>
</context>
<context>
    <name>MoveReasons</name>
    <message>
        <source>Why this move?</source>
        <translation>Miért ez a lépés?</translation>
    </message>
    <message>
        <source>What the computer expected from its last move, and the best move it rejected</source>
        <translation>Mire számított a gép az utolsó lépésétől, és melyik volt a legjobb lépés, amelyet elvetett</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>masculine</source>
        <extracomment>the gender choice beside a name, as Greek shows it: the article of a masculine name (Greek «ο»)</extracomment>
        <translation>hímnem</translation>
    </message>
    <message>
        <source>feminine</source>
        <extracomment>the gender choice beside a name, as Greek shows it: the article of a feminine name (Greek «η»)</extracomment>
        <translation>nőnem</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Új játék</translation>
    </message>
    <message>
        <source>Two players share this computer. The start player takes the A–F board; the other player takes the G–L board.</source>
        <translation>Két játékos játszik ugyanazon a gépen. A kezdőjátékos az A–F játéktáblát kapja, a másik játékos a G–L játéktáblát.</translation>
    </message>
    <message>
        <source>Either player can be the computer, at the level you choose. With the computer on both sides you watch a game.</source>
        <translation>Bármelyik játékos helyett játszhat a gép, az általad választott szinten. Ha mindkét oldalon a gép játszik, végignézhetsz egy játszmát.</translation>
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
        <source>The name&apos;s gender, for the article Greek gives it: «ο Νίκος», «η Μαρία».</source>
        <translation>A név nyelvtani neme, a görög névelő miatt: «ο Νίκος», «η Μαρία».</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Ember</translation>
    </message>
    <message>
        <source>A person plays at this computer.</source>
        <translation>Ennél a gépnél egy ember játszik.</translation>
    </message>
    <message>
        <source>Start game</source>
        <extracomment>the New game dialog&apos;s button that starts the game with the players chosen</extracomment>
        <translation>Játék indítása</translation>
    </message>
    <message>
        <source>{name} starts</source>
        <translation>{name:The} kezd</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Véletlenszerű</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>A Matrix ID looks like @name:example.org.</source>
        <translation>Egy Matrix-azonosító így néz ki: @name:example.org.</translation>
    </message>
    <message>
        <source>That is your own Matrix ID: invite somebody else.</source>
        <translation>Ez a saját Matrix-azonosítód: hívj meg valaki mást.</translation>
    </message>
    <message>
        <source>The two players need different names.</source>
        <translation>A két játékosnak különböző név kell.</translation>
    </message>
    <message>
        <source>Friend&apos;s Matrix ID:</source>
        <translation>A barátod Matrix-azonosítója:</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>A neved:</translation>
    </message>
    <message>
        <source>Friend&apos;s name:</source>
        <translation>A barátod neve:</translation>
    </message>
    <message>
        <source>Start player:</source>
        <translation>Kezdőjátékos:</translation>
    </message>
    <message>
        <source>Component table:</source>
        <translation>Játékelem-táblázat:</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Szabályok:</translation>
    </message>
    <message>
        <source>@name:example.org</source>
        <translation>@name:example.org</translation>
    </message>
    <message>
        <source>You start</source>
        <translation>Te kezdesz</translation>
    </message>
    <message>
        <source>Your friend starts</source>
        <translation>A barátod kezd</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Véletlenszerűen</translation>
    </message>
    <message>
        <source>Your component table (Game ▸ Component data…)</source>
        <translation>A te játékelem-táblázatod (Játék ▸ Játékelem-adatok…)</translation>
    </message>
    <message>
        <source>The built-in table</source>
        <translation>A beépített táblázat</translation>
    </message>
    <message>
        <source>Revision {n} (current)</source>
        <translation>{n}. kiadás (a jelenlegi)</translation>
    </message>
    <message>
        <source>Revision {n}</source>
        <translation>{n}. kiadás</translation>
    </message>
    <message>
        <source>Send the invitation</source>
        <translation>Meghívó küldése</translation>
    </message>
    <message>
        <source>Signing in…</source>
        <translation>Bejelentkezés…</translation>
    </message>
    <message>
        <source>The homeserver has ended the session of {user}: type your password to sign in again. The game on the table stays, and your moves wait to be sent.</source>
        <translation>A homeserver lezárta a munkamenetet ({user}): írd be a jelszavad az újbóli bejelentkezéshez. Az asztalon lévő játszma megmarad, a lépéseid pedig elküldésre várnak.</translation>
    </message>
    <message>
        <source>Signed in as {user}.</source>
        <translation>Bejelentkezve: {user}.</translation>
    </message>
    <message>
        <source>Your session is kept in the system keyring; your password is kept nowhere. Sign out removes the session.</source>
        <translation>A munkamenetedet a rendszer kulcstartója őrzi; a jelszavadat sehol nem tároljuk. A kijelentkezés törli a munkamenetet.</translation>
    </message>
    <message>
        <source>There is no system keyring here: your session is kept in a file only you can read ({file}); your password is kept nowhere. Sign out removes the session.</source>
        <translation>Itt nincs rendszerkulcstartó: a munkameneted egy csak általad olvasható fájlban van ({file}); a jelszavadat sehol nem tároljuk. A kijelentkezés törli a munkamenetet.</translation>
    </message>
    <message>
        <source>Play online</source>
        <translation>Online játék</translation>
    </message>
    <message>
        <source>Play a friend on another computer, live or a move a day, over Matrix, an open messaging network. Each of you needs a Matrix account, on any homeserver (several offer them free, matrix.org among them). The game is a room on your homeservers: it is not end-to-end encrypted, so the homeservers&apos; operators can read its moves and chat.</source>
        <translation>Játssz egy barátoddal egy másik gépen, élőben vagy napi egy lépéssel, a Matrixon, egy nyílt üzenetküldő hálózaton keresztül. Mindkettőtöknek kell egy Matrix-fiók, bármelyik homeserveren (több is ingyen ad, köztük a matrix.org). A játszma egy szoba a homeservereiteken: nincs végpontok közötti titkosítása, így a homeserverek üzemeltetői olvashatják a lépéseit és a csevegést.</translation>
    </message>
    <message>
        <source>Your Matrix account</source>
        <translation>A Matrix-fiókod</translation>
    </message>
    <message>
        <source>Homeserver:</source>
        <translation>Homeserver:</translation>
    </message>
    <message>
        <source>User:</source>
        <translation>Felhasználó:</translation>
    </message>
    <message>
        <source>Password:</source>
        <translation>Jelszó:</translation>
    </message>
    <message>
        <source>your user name, or @name:example.org</source>
        <translation>a felhasználóneved vagy @name:example.org</translation>
    </message>
    <message>
        <source>Sign in</source>
        <translation>Bejelentkezés</translation>
    </message>
    <message>
        <source>Sign in in the browser…</source>
        <translation>Bejelentkezés a böngészőben…</translation>
    </message>
    <message>
        <source>Sign out</source>
        <translation>Kijelentkezés</translation>
    </message>
    <message>
        <source>Invite a friend</source>
        <translation>Barát meghívása</translation>
    </message>
    <message>
        <source>Your games</source>
        <translation>Játszmáid</translation>
    </message>
    <message>
        <source>Whose move or the result</source>
        <translation>Állás</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Feladó</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Játszma</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Ellenfél</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Csatlakozás</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Elutasítás</translation>
    </message>
    <message>
        <source>Play this game</source>
        <translation>Ennek a játszmának a folytatása</translation>
    </message>
    <message>
        <source>{name} · {presence}</source>
        <translation>{name} · {presence}</translation>
    </message>
    <message>
        <source>On Matrix: {account}</source>
        <translation>A Matrixon: {account}</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Te</translation>
    </message>
    <message>
        <source>{time} {name}: {text}</source>
        <translation>{time} {name}: {text}</translation>
    </message>
    <message>
        <source>Online game</source>
        <translation>Online játszma</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Csevegés</translation>
    </message>
    <message>
        <source>Your message</source>
        <translation>Üzeneted</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Küldés</translation>
    </message>
    <message>
        <source>Allow</source>
        <translation>Engedélyezés</translation>
    </message>
    <message>
        <source>{first} vs {second}</source>
        <translation>{first} – {second}</translation>
    </message>
    <message>
        <source>a draw at {total}</source>
        <extracomment>{total}: the score both players ended with.</extracomment>
        <translation>döntetlen, {total}:{total}</translation>
    </message>
    <message>
        <source>you won, {a} to {b}</source>
        <extracomment>{a}: the player&apos;s score, {b}: the opponent&apos;s.</extracomment>
        <translation>te nyertél, {a}:{b}</translation>
    </message>
    <message>
        <source>{name} won, {a} to {b}</source>
        <extracomment>{name}: the opponent, the winner (a Player term: {name:the} …); {a}: their score, {b}: the player&apos;s.</extracomment>
        <translation>{name:the} nyert, {a}:{b}</translation>
    </message>
    <message>
        <source>your move</source>
        <translation>te lépsz</translation>
    </message>
    <message>
        <source>{name} to move</source>
        <translation>{name} lép</translation>
    </message>
    <message>
        <source>{name} to move, last move {time}</source>
        <translation>{name} lép, utolsó lépés: {time}</translation>
    </message>
    <message>
        <source>{game}: {state}</source>
        <translation>{game}: {state}</translation>
    </message>
    <message>
        <source>Online &amp;games</source>
        <translation>&amp;Online játszmák</translation>
    </message>
    <message>
        <source>Not signed in: Game ▸ Play a friend online… signs in</source>
        <translation>Nem vagy bejelentkezve: a Játék ▸ Online játék egy baráttal… paranccsal jelentkezhetsz be</translation>
    </message>
    <message>
        <source>No online game in progress</source>
        <translation>Nincs folyamatban lévő online játszma</translation>
    </message>
    <message>
        <source>Finished games</source>
        <translation>Befejezett játszmák</translation>
    </message>
    <message>
        <source>Play a friend on&amp;line…</source>
        <translation>Online játék egy &amp;baráttal…</translation>
    </message>
    <message>
        <source>Sign in on the page your browser shows; then come back here.</source>
        <translation>Jelentkezz be a böngésződ által mutatott oldalon, aztán gyere vissza ide.</translation>
    </message>
    <message>
        <source>You are signed in: go back to the game.</source>
        <translation>Bejelentkeztél: térj vissza a játékhoz.</translation>
    </message>
    <message>
        <source>Setting up the game and inviting {friend}…</source>
        <translation>A játszma előkészítése és a meghívó elküldése neki: {friend}…</translation>
    </message>
    <message>
        <source>Setting up the rematch and inviting {name}: it comes on the table when it is ready.</source>
        <translation>Készül a visszavágó, és meghívjuk {name:acc}: amint kész, megjelenik az asztalon.</translation>
    </message>
    <message>
        <source>Joining the game…</source>
        <translation>Csatlakozás a játszmához…</translation>
    </message>
    <message>
        <source>You are signed out: the session is removed from this computer.</source>
        <translation>Kijelentkeztél: a munkamenetet töröltük erről a gépről.</translation>
    </message>
    <message>
        <source>{friend} invites you to a game (Game ▸ Play a friend online…).</source>
        <translation>{friend} meghívott egy játszmára (Játék ▸ Online játék egy baráttal…).</translation>
    </message>
    <message>
        <source>An invitation to play</source>
        <translation>Játékmeghívó</translation>
    </message>
    <message>
        <source>This room holds no game you play.</source>
        <translation>Ebben a szobában nincs olyan játszma, amelyben játszol.</translation>
    </message>
    <message>
        <source>The game on the table could not be put aside ({reason}), so the online game was not opened.</source>
        <translation>Az asztalon lévő játszmát nem sikerült félretenni ({reason}), ezért az online játszma nem nyílt meg.</translation>
    </message>
    <message>
        <source>You play {name} online: the game is the one in your room on Matrix.</source>
        <translation>Online játszol, az ellenfeled: {name}. A játszma az, amelyik a közös Matrix-szobátokban van.</translation>
    </message>
    <message>
        <source>{name} has moved in {game}.</source>
        <translation>{name} lépett ebben a játszmában: {game}.</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Te lépsz</translation>
    </message>
    <message>
        <source>A message from {name}</source>
        <translation>Üzenet tőle: {name}</translation>
    </message>
    <message>
        <source>Sending your message…</source>
        <translation>Az üzeneted küldése…</translation>
    </message>
    <message>
        <source>The connection is lost, retrying: your message is sent when it is back.</source>
        <translation>Megszakadt a kapcsolat, újrapróbálkozás: az üzenetedet elküldjük, amint helyreáll.</translation>
    </message>
    <message>
        <source>Your message could not be sent.</source>
        <translation>Az üzenetedet nem sikerült elküldeni.</translation>
    </message>
    <message>
        <source>You asked {name} to take back your last move: their answer comes here.</source>
        <translation>Megkérted az ellenfeledet ({name}), hogy visszavonhasd az utolsó lépésedet: a válasza itt jelenik meg.</translation>
    </message>
    <message>
        <source>{name} asks to take back their last move (with your moves after it, if any). Allow it?</source>
        <translation>Az ellenfeled ({name}) szeretné visszavonni az utolsó lépését (az utána következő lépéseiddel együtt, ha vannak). Engedélyezed?</translation>
    </message>
    <message>
        <source>An undo request</source>
        <translation>Visszavonási kérés</translation>
    </message>
    <message>
        <source>You allowed {name} to take back their move.</source>
        <translation>Engedélyezted az ellenfelednek ({name}), hogy visszavonja a lépését.</translation>
    </message>
    <message>
        <source>You declined: {name}&apos;s move stays.</source>
        <translation>Elutasítottad: az ellenfeled ({name}) lépése marad.</translation>
    </message>
    <message>
        <source>{name} agreed: your move is taken back.</source>
        <translation>Az ellenfeled ({name}) beleegyezett: a lépésedet visszavontuk.</translation>
    </message>
    <message>
        <source>{name} declined to take back your move.</source>
        <translation>Az ellenfeled ({name}) nem egyezett bele a lépésed visszavonásába.</translation>
    </message>
    <message>
        <source>Connecting to {server}…</source>
        <translation>Kapcsolódás ide: {server}…</translation>
    </message>
    <message>
        <source>Connected to {server}.</source>
        <translation>Kapcsolódva ide: {server}.</translation>
    </message>
    <message>
        <source>The homeserver has ended your session: sign in again (Game ▸ Play a friend online…). Your moves wait and are sent then.</source>
        <translation>A homeserver lezárta a munkamenetedet: jelentkezz be újra (Játék ▸ Online játék egy baráttal…). A lépéseid várnak, és akkor elküldjük őket.</translation>
    </message>
    <message>
        <source>Not signed in.</source>
        <translation>Nem vagy bejelentkezve.</translation>
    </message>
    <message>
        <source>Sending your move…</source>
        <translation>A lépésed küldése…</translation>
    </message>
    <message>
        <source>Your move is sent.</source>
        <translation>A lépésedet elküldtük.</translation>
    </message>
    <message>
        <source>The connection is lost, retrying: your move waits and is sent when it is back.</source>
        <translation>Megszakadt a kapcsolat, újrapróbálkozás: a lépésed vár, és elküldjük, amint helyreáll.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>A játszma véget ért.</translation>
    </message>
    <message>
        <source>Your move.</source>
        <translation>Te lépsz.</translation>
    </message>
    <message>
        <source>Waiting for {name}&apos;s first move.</source>
        <translation>Várakozás az ellenfél első lépésére: {name}.</translation>
    </message>
    <message>
        <source>Waiting for {name}&apos;s move (their last move: {time}).</source>
        <translation>Várakozás az ellenfél lépésére: {name} (utolsó lépése: {time}).</translation>
    </message>
    <message>
        <source>Waiting for {name}&apos;s move</source>
        <translation>Várakozás az ellenfél lépésére: {name}</translation>
    </message>
    <message>
        <source>It is {name}&apos;s turn: their move appears on the table when they make it.</source>
        <translation>Az ellenfeled ({name}) fordulója jön: a lépése megjelenik az asztalon, amint megteszi.</translation>
    </message>
    <message>
        <source>online</source>
        <translation>elérhető</translation>
    </message>
    <message>
        <source>away</source>
        <translation>távol van</translation>
    </message>
    <message>
        <source>offline</source>
        <translation>nem elérhető</translation>
    </message>
    <message>
        <source>Your last move could not be sent to the game: the table shows the game as it stands in the room. Make your move again.</source>
        <translation>Az utolsó lépésedet nem sikerült elküldeni a játszmába: az asztal a játszmát úgy mutatja, ahogy a szobában áll. Lépj újra.</translation>
    </message>
    <message>
        <source>You made a move in this game on another computer: the table shows it.</source>
        <translation>Egy másik gépen léptél ebben a játszmában: az asztal megmutatja.</translation>
    </message>
    <message>
        <source>In an online game, Undo asks your opponent to take back your last move once it is in the room, and none is there now: the table shows the game as it stands in the room.</source>
        <translation>Online játszmában a Visszavonás arra kéri az ellenfeledet, hogy visszavonhasd az utolsó lépésedet, amint az a szobába ért, de most nincs ott ilyen: az asztal a játszmát úgy mutatja, ahogy a szobában áll.</translation>
    </message>
    <message>
        <source>The table shows the game as it stands in the room.</source>
        <translation>Az asztal a játszmát úgy mutatja, ahogy a szobában áll.</translation>
    </message>
    <message>
        <source>{sender} is in the game&apos;s room but does not play in this game: their event was ignored.</source>
        <translation>{sender} a játszma szobájában van, de nem játszik benne: az eseményét figyelmen kívül hagytuk.</translation>
    </message>
    <message>
        <source>A message from {sender}, who is not playing this game, was not shown.</source>
        <translation>{sender} üzenetét nem jelenítettük meg, mert nem játszik ebben a játszmában.</translation>
    </message>
    <message>
        <source>{sender} sent a move while it was not their turn: it was ignored.</source>
        <translation>{sender} olyankor küldött lépést, amikor nem az ő fordulója volt: figyelmen kívül hagytuk.</translation>
    </message>
    <message>
        <source>{sender} sent a move out of order: it was ignored.</source>
        <translation>{sender} rossz sorrendben küldött egy lépést: figyelmen kívül hagytuk.</translation>
    </message>
    <message>
        <source>{sender} sent a move the rules do not allow here, and it was ignored. {reason}</source>
        <translation>{sender} olyan lépést küldött, amelyet a szabályok itt nem engednek meg, ezért figyelmen kívül hagytuk. {reason}</translation>
    </message>
    <message>
        <source>{sender} sent an event this program cannot read as a move of the game: it was ignored.</source>
        <translation>{sender} olyan eseményt küldött, amelyet ez a program nem tud a játszma lépéseként értelmezni: figyelmen kívül hagytuk.</translation>
    </message>
    <message>
        <source>{sender} sent an event far larger than any move: it was ignored.</source>
        <translation>{sender} minden lépésnél jóval nagyobb eseményt küldött: figyelmen kívül hagytuk.</translation>
    </message>
    <message>
        <source>{sender} sent a new setup for this game: it was ignored; the game is the one set up at the start.</source>
        <translation>{sender} új kezdőfelállást küldött ehhez a játszmához: figyelmen kívül hagytuk; a játszma az marad, amit az elején felállítottatok.</translation>
    </message>
    <message>
        <source>The setup of this game cannot be read: the room holds no game this program can play.</source>
        <translation>Ennek a játszmának a kezdőfelállása nem olvasható: a szobában nincs olyan játszma, amelyet ez a program játszani tud.</translation>
    </message>
    <message>
        <source>This game was set up by a newer version of the program: install the newer version to play it.</source>
        <translation>Ezt a játszmát a program egy újabb verziója indította: telepítsd az újabb verziót, hogy játszhasd.</translation>
    </message>
    <message>
        <source>{sender} sent a move after the end of the game: it was ignored.</source>
        <translation>{sender} a játszma vége után küldött egy lépést: figyelmen kívül hagytuk.</translation>
    </message>
    <message>
        <source>{sender} sent an undo request or answer that does not fit the game: it was ignored.</source>
        <translation>{sender} olyan visszavonási kérést vagy választ küldött, amely nem illik a játszmához: figyelmen kívül hagytuk.</translation>
    </message>
    <message>
        <source>Your game is unchanged.</source>
        <translation>A játszmád nem változott.</translation>
    </message>
    <message>
        <source>You are not signed in.</source>
        <translation>Nem vagy bejelentkezve.</translation>
    </message>
    <message>
        <source>This game is not among your online games.</source>
        <translation>Ez a játszma nincs az online játszmáid között.</translation>
    </message>
    <message>
        <source>It is not your turn in this game.</source>
        <translation>Ebben a játszmában nem a te fordulód van.</translation>
    </message>
    <message>
        <source>The move does not follow the game as it stands.</source>
        <translation>A lépés nem illeszkedik a játszma jelenlegi állásához.</translation>
    </message>
    <message>
        <source>The rules do not allow this move here.</source>
        <translation>A szabályok itt nem engedik meg ezt a lépést.</translation>
    </message>
    <message>
        <source>You have made no move to take back yet.</source>
        <translation>Még nem tettél olyan lépést, amelyet visszavonhatnál.</translation>
    </message>
    <message>
        <source>Your last move is still on its way: ask for the undo once it is sent.</source>
        <translation>Az utolsó lépésed még úton van: kérd a visszavonást, amint elküldtük.</translation>
    </message>
    <message>
        <source>There is no undo request to answer.</source>
        <translation>Nincs megválaszolandó visszavonási kérés.</translation>
    </message>
    <message>
        <source>The message is too long: write it in several parts.</source>
        <translation>Az üzenet túl hosszú: írd meg több részletben.</translation>
    </message>
    <message>
        <source>That is not a Matrix ID of somebody else: it looks like @name:example.org.</source>
        <translation>Ez nem egy másik személy Matrix-azonosítója: így néz ki: @name:example.org.</translation>
    </message>
    <message>
        <source>The homeserver refused: the user name or the password is wrong, or this is not allowed.</source>
        <translation>A homeserver elutasította: a felhasználónév vagy a jelszó hibás, vagy ez nem engedélyezett.</translation>
    </message>
    <message>
        <source>This account has been deactivated on its homeserver.</source>
        <translation>Ezt a fiókot a homeservere letiltotta.</translation>
    </message>
    <message>
        <source>The homeserver asks to wait a little: try again in a moment.</source>
        <translation>A homeserver egy kis várakozást kér: próbáld újra egy pillanat múlva.</translation>
    </message>
    <message>
        <source>The homeserver has ended your session: sign in again.</source>
        <translation>A homeserver lezárta a munkamenetedet: jelentkezz be újra.</translation>
    </message>
    <message>
        <source>The homeserver does not know this user or room.</source>
        <translation>A homeserver nem ismeri ezt a felhasználót vagy szobát.</translation>
    </message>
    <message>
        <source>This server does not answer as a Matrix homeserver does.</source>
        <translation>Ez a szerver nem úgy válaszol, ahogy egy Matrix-homeserver.</translation>
    </message>
    <message>
        <source>The homeserver refused ({code}): {message}</source>
        <translation>A homeserver elutasította ({code}): {message}</translation>
    </message>
    <message>
        <source>The homeserver cannot be reached: check the address and the connection. ({detail})</source>
        <translation>A homeserver nem érhető el: ellenőrizd a címet és a kapcsolatot. ({detail})</translation>
    </message>
    <message>
        <source>The browser did not come back from the sign-in page in time: try again.</source>
        <translation>A böngésző nem tért vissza időben a bejelentkezési oldalról: próbáld újra.</translation>
    </message>
    <message>
        <source>Something went wrong: {detail}</source>
        <translation>Valami hiba történt: {detail}</translation>
    </message>
</context>
<context>
    <name>OnlineCounts</name>
    <message numerus="yes">
        <source>The connection is lost, retrying in %n s.</source>
        <translation>
            <numerusform>Megszakadt a kapcsolat, újrapróbálkozás %n másodperc múlva.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Invitations (%n)</source>
        <translation>
            <numerusform>Meghívók (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of your moves wait to be sent.</source>
        <translation>
            <numerusform>%n lépésed vár elküldésre.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayersMenu</name>
    <message>
        <source>&amp;Players</source>
        <translation>Já&amp;tékosok</translation>
    </message>
    <message>
        <source>A person at this computer</source>
        <translation>Ember ennél a gépnél</translation>
    </message>
</context>
<context>
    <name>Problems</name>
    <message numerus="yes">
        <source>The data is nested more than %n levels deep.</source>
        <translation>
            <numerusform>Az adatok %n szintnél mélyebben vannak egymásba ágyazva.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A number in it has more than %n digits.</source>
        <translation>
            <numerusform>Van benne egy szám, amely %n számjegynél hosszabb.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The player name {name} is longer than %n characters.</source>
        <translation>
            <numerusform>Ez a játékosnév hosszabb %n karakternél: {name}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It lists %n actions, more than any game has.</source>
        <translation>
            <numerusform>%n akciót sorol fel, többet, mint amennyi egy játékban egyáltalán lehet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>…and %n more problems in the component data.</source>
        <translation>
            <numerusform>…és még %n további hiba a játékelem-adatokban.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %n turns of round {round}, {name} is not the one to act.</source>
        <translation>
            <numerusform>{round:Art}-kör %n fordulója után nem {name:the} következik.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a list of %n items</source>
        <translation>
            <numerusform>egy %n elemű lista</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>an object of %n entries</source>
        <translation>
            <numerusform>egy %n bejegyzésből álló objektum</numerusform>
        </translation>
    </message>
    <message>
        <source>It is not a regular file.</source>
        <translation>Nem közönséges fájl.</translation>
    </message>
    <message>
        <source>It is larger than {kilobytes} KB.</source>
        <translation>Nagyobb, mint {kilobytes} KB.</translation>
    </message>
    <message>
        <source>It is not UTF-8 text.</source>
        <translation>Nem UTF-8 kódolású szöveg.</translation>
    </message>
    <message>
        <source>The key {key} appears twice in one object.</source>
        <translation>Egy objektumban kétszer szerepel ez a kulcs: {key}.</translation>
    </message>
    <message>
        <source>{text} is not a number this program reads.</source>
        <translation>Ezt a számot ez a program nem tudja beolvasni: {text}.</translation>
    </message>
    <message>
        <source>At {kilobytes} KB it is too large for a saved game.</source>
        <translation>Mérete {kilobytes} KB, ez túl nagy egy mentett játékhoz.</translation>
    </message>
    <message>
        <source>It is not a saved game: a saved game is a JSON object.</source>
        <translation>Ez nem mentett játék: a mentett játék egy JSON-objektum.</translation>
    </message>
    <message>
        <source>It is not a saved game of this program.</source>
        <translation>Ez nem ennek a programnak a mentett játéka.</translation>
    </message>
    <message>
        <source>The rules revision it names must be 1 or 2.</source>
        <translation>A benne megadott szabályváltozat csak 1 vagy 2 lehet.</translation>
    </message>
    <message>
        <source>Its seats must be a list of two seats.</source>
        <translation>A játékoshelyek listájának pontosan két elemből kell állnia.</translation>
    </message>
    <message>
        <source>The seat {seat} is neither a person nor the computer at a level.</source>
        <translation>Ez a játékoshely nem ember, és nem is valamelyik szintű gép: {seat}.</translation>
    </message>
    <message>
        <source>Its genders must be a list of two, each masculine or feminine.</source>
        <translation>A nevek nyelvtani nemét két elemből álló listában kell megadni, mindegyik hímnem vagy nőnem lehet.</translation>
    </message>
    <message>
        <source>It must name two players, each with a name.</source>
        <translation>Két játékost kell megadnia, mindegyiket a nevével.</translation>
    </message>
    <message>
        <source>The player name {name} contains characters that are not valid text.</source>
        <translation>Ez a játékosnév érvénytelen karaktereket tartalmaz: {name}.</translation>
    </message>
    <message>
        <source>The player name {name} contains control characters.</source>
        <translation>Ez a játékosnév vezérlőkaraktereket tartalmaz: {name}.</translation>
    </message>
    <message>
        <source>Both players have the same name.</source>
        <translation>A két játékosnak ugyanaz a neve.</translation>
    </message>
    <message>
        <source>Its actions must be a list of action texts.</source>
        <translation>Az akciókat akciószövegek listájaként kell megadni.</translation>
    </message>
    <message>
        <source>Expected an action text, found {found}.</source>
        <translation>Itt akciószövegnek kellene állnia, de ez szerepel: {found}.</translation>
    </message>
    <message>
        <source>{action} is not written the way this program writes actions.</source>
        <translation>Ez az akció nem úgy van leírva, ahogyan ez a program az akciókat írja: {action}.</translation>
    </message>
    <message>
        <source>A saved game of version 1 cannot contain the action “end”.</source>
        <translation>Egy 1. verziójú mentett játékban nem szerepelhet az „end” akció.</translation>
    </message>
    <message>
        <source>The file must hold a JSON object with “buildings” and/or “warehouse”.</source>
        <translation>A fájlnak egy JSON-objektumot kell tartalmaznia „buildings” (épületek) és/vagy „warehouse” (raktár) bejegyzéssel.</translation>
    </message>
    <message>
        <source>There is no such section; the known ones are “buildings” and “warehouse”.</source>
        <translation>Nincs ilyen szakasz; az ismert szakaszok: „buildings” (épületek) és „warehouse” (raktár).</translation>
    </message>
    <message>
        <source>Expected an object with an entry for each building id.</source>
        <translation>Itt egy objektumnak kellene állnia, benne minden épületazonosítóhoz egy bejegyzéssel.</translation>
    </message>
    <message>
        <source>There is no building with this id.</source>
        <translation>Nincs ilyen azonosítójú épület.</translation>
    </message>
    <message>
        <source>Expected a whole number, found {found}.</source>
        <translation>Itt egész számnak kellene állnia, de ez szerepel: {found}.</translation>
    </message>
    <message>
        <source>{value} is not between {low} and {high}.</source>
        <translation>Ez az érték nincs {low} és {high} között: {value}.</translation>
    </message>
    <message>
        <source>Expected an object, found {found}.</source>
        <translation>Itt objektumnak kellene állnia, de ez szerepel: {found}.</translation>
    </message>
    <message>
        <source>Unknown fields: {fields}. The known ones are: {known}.</source>
        <translation>Ismeretlen adatmezők: {fields}. Az ismert adatmezők: {known}.</translation>
    </message>
    <message>
        <source>Expected “printed” or “reconstructed”, found {found}.</source>
        <translation>Itt „printed” vagy „reconstructed” értéknek kellene állnia, de ez szerepel: {found}.</translation>
    </message>
    <message>
        <source>A building cannot be free.</source>
        <translation>Egy épület sem lehet ingyenes.</translation>
    </message>
    <message>
        <source>There is no good {found}.</source>
        <translation>Nincs ilyen áru: {found}.</translation>
    </message>
    <message>
        <source>Expected one of the round letters A to L, found {found}.</source>
        <translation>Itt egy A és L közötti körbetűnek kellene állnia, de ez szerepel: {found}.</translation>
    </message>
    <message>
        <source>Expected a cell as [row, column], found {found}.</source>
        <translation>Itt egy [sor, oszlop] alakú mezőnek kellene állnia, de ez szerepel: {found}.</translation>
    </message>
    <message>
        <source>Expected a list of cells, each as [row, column].</source>
        <translation>Itt mezők listájának kellene állnia, mindegyik mező [sor, oszlop] alakban.</translation>
    </message>
    <message>
        <source>The cell {cell} is not on a grid of {rows} rows and {cols} columns.</source>
        <translation>Ez a mező nem esik bele egy {rows} sorból és {cols} oszlopból álló rácsba: {cell}.</translation>
    </message>
    <message>
        <source>A cell is listed twice.</source>
        <translation>Egy mező kétszer szerepel a listában.</translation>
    </message>
    <message>
        <source>The cell {cell} is not on the grid.</source>
        <translation>Ez a mező nincs rajta a rácson: {cell}.</translation>
    </message>
    <message>
        <source>The cell [0, 0], where nothing is left, must exist.</source>
        <translation>A [0, 0] mezőnek, amely azt jelzi, hogy már semmi sem maradt, léteznie kell.</translation>
    </message>
    <message>
        <source>“players” must be a list of two players.</source>
        <translation>A „players” bejegyzésnek két játékosból álló listának kell lennie.</translation>
    </message>
    <message>
        <source>Player {player}: the name must be a text that is not empty.</source>
        <translation>{player}. játékos: a névnek nem üres szövegnek kell lennie.</translation>
    </message>
    <message>
        <source>Player {player}: the francs must be a whole number, 0 or more.</source>
        <translation>{player}. játékos: a frankok száma csak 0 vagy annál nagyobb egész szám lehet.</translation>
    </message>
    <message>
        <source>Player {player}: there is no good “{good}”.</source>
        <translation>{player}. játékos: nincs „{good}” nevű áru.</translation>
    </message>
    <message>
        <source>Player {player}, “{building}”: the sector must be one of {sectors}.</source>
        <translation>{player}. játékos, „{building}”: a szektor csak a következők egyike lehet: {sectors}.</translation>
    </message>
    <message>
        <source>Player {player}: “{building}” has the lock symbol; it lies beside the board, not on the wheel.</source>
        <translation>{player}. játékos: „{building}” lakatszimbólumos épület, ezért a játéktábla mellett a helye, nem a táblán.</translation>
    </message>
    <message>
        <source>Player {player}: only buildings with the lock symbol lie beside the board, not “{building}”.</source>
        <translation>{player}. játékos: csak a lakatszimbólumos épületek kerülnek a játéktábla mellé, „{building}” nem.</translation>
    </message>
    <message>
        <source>Player {player}: “{building}” enters the game in round {letter}, after round {round}.</source>
        <translation>{player}. játékos: „{building}” csak {letter:art}-körben kerül játékba, vagyis később, mint {round:art}-kör.</translation>
    </message>
    <message>
        <source>The supply lists “{building}” twice.</source>
        <translation>A készletben kétszer szerepel: „{building}”.</translation>
    </message>
    <message>
        <source>“{building}” belongs to a player, so it cannot be in the supply.</source>
        <translation>„{building}” egy játékos birtokában van, ezért nem lehet a készletben.</translation>
    </message>
    <message>
        <source>“{building}” has not entered the game by round {round}, so it cannot be in the supply.</source>
        <translation>„{building}” {round:art}-körig még nem került játékba, ezért nem lehet a készletben.</translation>
    </message>
    <message>
        <source>“acted” must be true or false.</source>
        <translation>Az „acted” értéke csak true vagy false lehet.</translation>
    </message>
    <message>
        <source>The rules revision must be one of {revisions}.</source>
        <translation>A szabályváltozat csak a következők egyike lehet: {revisions}.</translation>
    </message>
    <message>
        <source>“to_act” must be a player&apos;s name or seat (0 or 1).</source>
        <translation>A „to_act” értéke csak egy játékos neve vagy helye (0 vagy 1) lehet.</translation>
    </message>
    <message>
        <source>“turns_taken” must be a whole number from 0 to {top} in this round.</source>
        <translation>A „turns_taken” értékének ebben a körben 0 és {top} közötti egész számnak kell lennie.</translation>
    </message>
    <message>
        <source>Player {player}, {good}: the warehouse cannot hold {amount}.</source>
        <translation>{player}. játékos, {good}: ennyi nem fér el a raktárban: {amount}.</translation>
    </message>
    <message>
        <source>Player {player}, {good}: give a cell as “ROW.COL” or an amount.</source>
        <translation>{player}. játékos, {good}: mezőt „SOR.OSZLOP” alakban vagy mennyiséget adj meg.</translation>
    </message>
    <message>
        <source>Player {player}, {good}: “{cell}” is not a cell (ROW.COL, for example 2.1).</source>
        <translation>{player}. játékos, {good}: „{cell}” nem mező (SOR.OSZLOP, például 2.1).</translation>
    </message>
    <message>
        <source>Player {player}, {good}: the cell {cell} is not on the warehouse.</source>
        <translation>{player}. játékos, {good}: ez a mező nincs a raktárban: {cell}.</translation>
    </message>
    <message>
        <source>The cell {cell} holds {amount}, but the players start with {expected} of this good ({good}).</source>
        <translation>A mező ({cell}) {amount} egységnek felel meg, de a játékosok ebből az áruból ({good}) {expected} egységgel kezdenek.</translation>
    </message>
    <message>
        <source>there is no such file or folder</source>
        <translation>nincs ilyen fájl vagy mappa</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>hozzáférés megtagadva</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>ez egy mappa</translation>
    </message>
    <message>
        <source>a part of the path is not a folder</source>
        <translation>az elérési út egyik része nem mappa</translation>
    </message>
    <message>
        <source>there is no space left on the disk</source>
        <translation>nincs több hely a lemezen</translation>
    </message>
    <message>
        <source>the disk can only be read</source>
        <translation>a lemez csak olvasható</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>a név túl hosszú</translation>
    </message>
    <message>
        <source>too many symbolic links</source>
        <translation>túl sok szimbolikus hivatkozás</translation>
    </message>
    <message>
        <source>“{id}”</source>
        <translation>„{id}”</translation>
    </message>
    <message>
        <source>what is there is not a regular file (it may be a pipe or a device), and it is left as it is</source>
        <translation>ami ott van, nem közönséges fájl (lehet például cső vagy eszköz), ezért a program érintetlenül hagyja</translation>
    </message>
    <message>
        <source>It cannot be read: {reason}.</source>
        <translation>Nem olvasható: {reason}.</translation>
    </message>
    <message>
        <source>It is not valid JSON (line {line}, column {column}).</source>
        <translation>Nem érvényes JSON ({line}. sor, {column}. oszlop).</translation>
    </message>
    <message>
        <source>It is not valid JSON.</source>
        <translation>Nem érvényes JSON.</translation>
    </message>
    <message>
        <source>It is a saved game of version {version}; this program reads versions 1 and 2.</source>
        <translation>A mentett játék verziója: {version}; ez a program csak az 1. és a 2. verziót tudja beolvasni.</translation>
    </message>
    <message>
        <source>Its version is not one this program reads (1 or 2).</source>
        <translation>A verziója nem olyan, amelyet ez a program be tud olvasni (1 vagy 2).</translation>
    </message>
    <message>
        <source>The component data in it cannot be used:
{problems}</source>
        <translation>A benne lévő játékelem-adatok nem használhatók:
{problems}</translation>
    </message>
    <message>
        <source>{action} is not allowed at that point of the game. {reason}</source>
        <translation>Ez az akció a játék ezen pontján nem megengedett: {action}. {reason}</translation>
    </message>
    <message>
        <source>The file cannot be read. {problem}</source>
        <translation>A fájl nem olvasható. {problem}</translation>
    </message>
    <message>
        <source>Player {player}: “{entry}” must be an object.</source>
        <translation>{player}. játékos: „{entry}” értékének objektumnak kell lennie.</translation>
    </message>
    <message>
        <source>Player {player} must be described by an object.</source>
        <translation>{player}. játékos: az adatait objektumként kell megadni.</translation>
    </message>
    <message>
        <source>A position must be a JSON object.</source>
        <translation>A játékállást JSON-objektumként kell megadni.</translation>
    </message>
    <message>
        <source>Player {player}: unknown entries: {entries}.</source>
        <translation>{player}. játékos: ismeretlen bejegyzések: {entries}.</translation>
    </message>
    <message>
        <source>Unknown entries: {entries}.</source>
        <translation>Ismeretlen bejegyzések: {entries}.</translation>
    </message>
    <message>
        <source>Player {player}: “{entry}” must be a list of building ids.</source>
        <translation>{player}. játékos: „{entry}” értékének épületazonosítók listájának kell lennie.</translation>
    </message>
    <message>
        <source>“{entry}” must be a list of building ids.</source>
        <translation>„{entry}” értékének épületazonosítók listájának kell lennie.</translation>
    </message>
    <message>
        <source>Player {player}, “{entry}”: there is no building “{building}”.</source>
        <translation>{player}. játékos, „{entry}”: nincs „{building}” azonosítójú épület.</translation>
    </message>
    <message>
        <source>“{entry}”: there is no building “{building}”.</source>
        <translation>„{entry}”: nincs „{building}” azonosítójú épület.</translation>
    </message>
    <message>
        <source>The round must be one of the letters {first} to {last}.</source>
        <translation>A kör betűje csak {first} és {last} közötti lehet.</translation>
    </message>
    <message>
        <source>More than one player owns {buildings}.</source>
        <translation>Egynél több játékos birtokában van: {buildings}.</translation>
    </message>
    <message>
        <source>The supply leaves out {buildings}: they have entered the game and nobody owns them.</source>
        <translation>A készletből hiányzik: {buildings}. Ezek már játékba kerültek, és senkinek sincsenek a birtokában.</translation>
    </message>
    <message>
        <source>Expected a number or one of the forms {forms}.</source>
        <translation>Itt egy számnak vagy a következő alakok egyikének kellene állnia: {forms}.</translation>
    </message>
    <message>
        <source>Action {number}: {problem}</source>
        <translation>{number}. akció: {problem}</translation>
    </message>
    <message>
        <source>{place}: {problem}</source>
        <translation>{place}: {problem}</translation>
    </message>
    <message>
        <source>This building is worth a fixed number of francs: give its value as a whole number.</source>
        <translation>Ez az épület meghatározott számú frankot ér: az értékét egész számként add meg.</translation>
    </message>
    <message>
        <source>This building is worth francs for each unit of one good in the warehouse: give its value as {form}.</source>
        <translation>Ez az épület a raktárban lévő egyik áru minden egysége után ér frankot: az értékét így add meg: {form}.</translation>
    </message>
    <message>
        <source>This building is worth francs for each building with the Dock symbol: give its value as {form}.</source>
        <translation>Ez az épület minden Kikötő-szimbólumos épület után ér frankot: az értékét így add meg: {form}.</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <source>The game is over.</source>
        <translation>A játék véget ért.</translation>
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
        <translation>{building:The} már fel van építve.</translation>
    </message>
    <message>
        <source>{building} enters the game in round {letter}.</source>
        <translation>Csak {letter:art}-körben kerül játékba {building:the}.</translation>
    </message>
    <message>
        <source>{good} is not part of this cost.</source>
        <translation>Ennek a költségnek nem része {good:the}.</translation>
    </message>
    <message>
        <source>Each marker may appear only once in a payment.</source>
        <translation>Egy fizetésben minden áruszámláló csak egyszer szerepelhet.</translation>
    </message>
    <message>
        <source>Choose exactly one of the goods this building names.</source>
        <translation>Pontosan egyet válassz az épület által megnevezett áruk közül.</translation>
    </message>
    <message>
        <source>No change is given, and no move may be superfluous: even without the last move, this payment of {paid} would already cover the cost of {cost}.</source>
        <translation>Nincs visszajáró, és fölösleges mozgás sem lehet: ez a fizetés ({paid}) az utolsó mozgás nélkül is fedezné a költséget ({cost}).</translation>
    </message>
    <message>
        <source>You can only pass when you can neither build nor use a building.</source>
        <translation>Csak akkor passzolhatsz, ha sem építeni, sem épületet használni nem tudsz.</translation>
    </message>
    <message>
        <source>Each repetition pays its own food: give one payment for each of the {times} (you gave {given}).</source>
        <translation>Minden ismétlés ételét külön kell megfizetni, ezért ismétlésenként egy fizetést adj meg: most {times} van, te viszont {given:acc} adtál meg.</translation>
    </message>
    <message>
        <source>This game keeps the rules it was started under, where the food for all repetitions is paid as one sum: give one payment, not {given}.</source>
        <translation>Ez a játék azokat a szabályokat követi, amelyekkel elindult, és ezek szerint az összes ismétlés ételét egy összegben kell kifizetni: egyetlen fizetést adj meg, ne {given:acc}.</translation>
    </message>
    <message>
        <source>{building} has the lock symbol: it can never be used.</source>
        <translation>{building:The} lakatszimbólumos épület, ezért soha nem használható.</translation>
    </message>
    <message>
        <source>{building} has not been built by anyone.</source>
        <translation>{building:Acc} még senki sem építette fel.</translation>
    </message>
    <message>
        <source>{building} is in sector 0: it was built or used this round and cannot be used yet.</source>
        <translation>{building:The} a 0‑s szektorban áll: ebben a körben építették vagy használták, ezért még nem használható.</translation>
    </message>
    <message>
        <source>Using your opponent&apos;s building costs a fee of {fee}, and you have {have}. The fee is due before the building works, so the bonus franc of sector ×4+ cannot pay it.</source>
        <translation>Az ellenfeled épületének használata {fee} használati díjba kerül, neked pedig {have} van. A díjat még azelőtt kell megfizetni, hogy az épület működésbe lépne, ezért a ×4+ szektor bónusz frankja nem fedezheti.</translation>
    </message>
    <message>
        <source>{building} offers no choice of goods.</source>
        <translation>{building:The} használatakor nincs lehetőség árut választani.</translation>
    </message>
    <message>
        <source>{building} has no repetitions to choose.</source>
        <translation>{building:The} használatakor nem lehet az ismétlések számát megválasztani.</translation>
    </message>
    <message>
        <source>{building} needs no payment.</source>
        <translation>{building:Acc} fizetés nélkül lehet használni.</translation>
    </message>
    <message>
        <source>This building allows {allowed}; you chose {chosen}.</source>
        <translation>Ez az épület legfeljebb {allowed:acc} enged meg; te {chosen:acc} választottál.</translation>
    </message>
    <message>
        <source>This building pays you francs for every step a marker makes, so each step must be possible: the {marker} has room for {room} of the {steps} you chose.</source>
        <translation>Ez az épület az áruszámlálók minden megtett mezőjéért frankot fizet, ezért minden mozgásnak ténylegesen megtehetőnek kell lennie: a választott {steps} helyett {marker:gen} csak {room} mezőnyi hely jut.</translation>
    </message>
    <message>
        <source>At most {allowed} from this sector; you chose {chosen}.</source>
        <translation>Ebből a szektorból legfeljebb {allowed} lehetséges; te {chosen:acc} választottál.</translation>
    </message>
    <message>
        <source>Each marker may be chosen only once.</source>
        <translation>Minden áruszámláló csak egyszer választható.</translation>
    </message>
    <message>
        <source>All repetitions must use the same good.</source>
        <translation>Minden ismétlésnél ugyanazt az árut kell használni.</translation>
    </message>
    <message>
        <source>{good} cannot be used here.</source>
        <translation>Itt nem használható {good:the}.</translation>
    </message>
    <message>
        <source>The number of repetitions cannot be negative.</source>
        <translation>Az ismétlések száma nem lehet negatív.</translation>
    </message>
    <message>
        <source>You have already taken your action this turn. You may still sell your own buildings; then end your turn.</source>
        <translation>Ebben a fordulóban már végrehajtottad az akciódat. A saját épületeidet még eladhatod, utána fejezd be a fordulódat.</translation>
    </message>
    <message>
        <source>You cannot end your turn yet: first build, use a building or, if neither is possible, pass.</source>
        <translation>Még nem fejezheted be a fordulódat: előbb építs, használj egy épületet, vagy ha egyik sem lehetséges, passzolj.</translation>
    </message>
    <message>
        <source>This costs {cost}; you have {have}.</source>
        <translation>Ennek az ára {cost}; neked {have} van.</translation>
    </message>
    <message>
        <source>The payment gives {paid}, but the cost is {cost}.</source>
        <translation>A fizetés {paid:acc} ér, a költség viszont {cost}.</translation>
    </message>
    <message>
        <source>The {marker} cannot get there by paying moves (left, down, down-left).</source>
        <translation>Fizető mozgásokkal (balra, lefelé, átlósan balra lefelé) {marker:the} nem juthat el oda.</translation>
    </message>
    <message>
        <source>The markers must be listed in the order fish, clay, wood, grain.</source>
        <translation>Az áruszámlálókat ebben a sorrendben kell megadni: hal, agyag, fa, gabona.</translation>
    </message>
</context>
<context>
    <name>ReconstructedMark</name>
    <message>
        <source>The cost or the value of this building is reconstructed: the published tables do not give it. Click to see the component data, where you can correct it.</source>
        <translation>Ennek az épületnek a költsége vagy az értéke rekonstruált: a kiadott táblázatok nem adják meg. Kattints, és megnézheted a játékelem-adatokat, ahol ki is javíthatod.</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>{move}, another way</source>
        <translation>{move}, másképp</translation>
    </message>
    <message>
        <source>Round {letter}, turn {n}: {player} chose to {played}. Expected final scores: {scores}.</source>
        <translation>{letter}-kör, {n:ord} forduló: {player:the} ezt választotta: {played}. Várható végeredmény: {scores}.</translation>
    </message>
    <message>
        <source>Better: {better}. Expected final scores: {scores}, a margin {lost} better for {player}.</source>
        <translation>Jobb lett volna: {better}. Várható végeredmény: {scores}; ez {player:dat} {lost:ins} kedvezőbb különbség.</translation>
    </message>
    <message>
        <source>The table shows the position at the start of that turn, the better move marked.</source>
        <translation>Az asztalon a forduló elején fennálló állás látható, a jobb lépés megjelölve.</translation>
    </message>
    <message>
        <source>Game review</source>
        <translation>Játékelemzés</translation>
    </message>
    <message>
        <source>The search goes back to where each turn started and compares what was done with the best move it finds there: the difference in expected final score is what the turn lost.</source>
        <translation>A keresés minden forduló kezdőállásához visszatér, és összeveti a ténylegesen megtett lépést az ott talált legjobb lépéssel: a várható végeredményben mutatkozó különbség az, amennyit a forduló veszített.</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Kör</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Forduló</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Játékos</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Megtett lépés</translation>
    </message>
    <message>
        <source>Better</source>
        <translation>Jobb lépés</translation>
    </message>
    <message>
        <source>Points lost</source>
        <translation>Elvesztett pont</translation>
    </message>
    <message>
        <source>Reviewing turn {done} of {total} with the computer&apos;s search…</source>
        <translation>A fordulók elemzése a gép keresésével: {done}/{total}…</translation>
    </message>
    <message>
        <source>The review stopped with an error, and no turn could be reviewed.</source>
        <translation>Az elemzés hibával leállt, egyetlen fordulót sem sikerült elemezni.</translation>
    </message>
    <message>
        <source>There is no turn to review: the review looks at a person&apos;s turns where more than one move was on offer.</source>
        <translation>Nincs elemezhető forduló: az elemzés csak az emberi játékosok olyan fordulóit vizsgálja, amelyekben több lépés közül lehetett választani.</translation>
    </message>
    <message>
        <source>Turns reviewed: {total}. None lost a point of expected final score: well played!</source>
        <translation>Elemzett fordulók: {total}. Egyik sem veszített egyetlen pontot sem a várható végeredményből: szép játék!</translation>
    </message>
    <message>
        <source>Turns reviewed: {total}. These lost expected final score, the costliest first: select one to see it on the table.</source>
        <translation>Elemzett fordulók: {total}. Az alábbiak veszítettek a várható végeredményből, a legköltségesebb áll elöl: válassz ki egyet, és megnézheted az asztalon.</translation>
    </message>
</context>
<context>
    <name>RoundBanner</name>
    <message numerus="yes">
        <source>{buildings} join the supply.</source>
        <extracomment>{buildings}: the buildings, listed (&quot;Bakehouse and Wood Trader&quot;); the verb agrees with how many they are</extracomment>
        <translation>
            <numerusform>{buildings:The} bekerül a készletbe.</numerusform>
        </translation>
    </message>
    <message>
        <source>Round {letter}</source>
        <translation>{letter}-kör</translation>
    </message>
    <message>
        <source>End of round {letter}</source>
        <translation>Vége {letter:art}-körnek</translation>
    </message>
    <message>
        <source>The wheels turn a last time: the game is over.</source>
        <translation>A játéktáblák utoljára fordulnak tovább: vége a játéknak.</translation>
    </message>
    <message>
        <source>{actions}: {start} starts and takes {start_actions}, {other} takes {other_actions}.</source>
        <extracomment>{actions}: the round&apos;s actions (&quot;5 actions&quot;); {start}, {other}: the players; {start_actions} and {other_actions}: how many each takes (&quot;3 actions&quot;, &quot;2 actions&quot;)</extracomment>
        <translation>{actions}: {start} kezd, és {start_actions:acc} hajt végre, {other} pedig {other_actions:acc}.</translation>
    </message>
    <message>
        <source>No new building joins the supply.</source>
        <translation>Új épület nem kerül a készletbe.</translation>
    </message>
</context>
<context>
    <name>RuleNotes</name>
    <message>
        <source>The rulebooks do not say whether the bonus franc of sector ×4+ can pay the fee for an opponent&apos;s building. This edition takes the fee first, so the bonus franc cannot pay it, though a sale before the action can.</source>
        <translation>A szabálykönyv nem mondja meg, hogy a ×4+ szektor bónusz frankjából kifizethető-e az ellenfél épületének használati díja. Ebben a kiadásban a díjat kell előbb megfizetni, így a bónusz frank nem fedezheti, egy akció előtti eladás viszont igen.</translation>
    </message>
    <message>
        <source>The rulebooks do not say which buildings carry the Dock symbol. This edition gives it to the four factories.</source>
        <translation>A szabálykönyv nem mondja meg, mely épületeken van Kikötő-szimbólum. Ez a kiadás a négy gyárnak adja.</translation>
    </message>
    <message>
        <source>The rulebooks do not say which buildings carry the Dock symbol, whether the Dock counts itself, or how much it is worth for each. This edition gives the symbol to the four factories, does not count the Dock itself, and uses a reconstructed amount, which owners of the game can correct.</source>
        <translation>A szabálykönyv nem mondja meg, mely épületeken van Kikötő-szimbólum, beszámítja-e a Kikötő önmagát, és mennyit ér egy-egy ilyen épület után. Ez a kiadás a négy gyárnak adja a szimbólumot, a Kikötőt magát nem számolja, és rekonstruált összeget használ, amelyet a játék tulajdonosai kijavíthatnak.</translation>
    </message>
    <message>
        <source>The rulebooks do not cover a turn in which you can neither build nor use anything. This edition lets you pass then, and only then.</source>
        <translation>A szabálykönyv nem tér ki arra a fordulóra, amelyben sem építeni, sem használni nem tudsz semmit. Ez a kiadás ilyenkor, és csak ilyenkor, megengedi a passzt.</translation>
    </message>
    <message>
        <source>The rulebooks do not give the size of the warehouse. This edition uses the reconstructed size of its component data, which owners of the game can correct.</source>
        <translation>A szabálykönyv nem adja meg a raktár méretét. Ez a kiadás a játékelem-adataiban szereplő rekonstruált méretet használja, amelyet a játék tulajdonosai kijavíthatnak.</translation>
    </message>
    <message>
        <source>The rulebooks do not say what becomes of a step at the edge of the warehouse. This edition loses it, and loses a diagonal step as soon as its row or its column runs out.</source>
        <translation>A szabálykönyv nem mondja meg, mi lesz azzal a mezővel, amely már a raktár szélén túlra esne. Ebben a kiadásban elvész, átlósan pedig már akkor, ha akár a sor, akár az oszlop elfogy.</translation>
    </message>
    <message>
        <source>The rulebooks do not say whether you may overpay when you could pay exactly. This edition allows it, as long as every move of the payment is needed.</source>
        <translation>A szabálykönyv nem mondja meg, szabad-e túlfizetni, ha pontosan is ki tudnád fizetni az összeget. Ez a kiadás megengedi, ha a fizetés minden mozgására szükség van.</translation>
    </message>
    <message>
        <source>The rulebooks do not say whether the bank can run out of francs. In this edition it never does.</source>
        <translation>A szabálykönyv nem mondja meg, kifogyhat-e a bankból a frank. Ebben a kiadásban soha nem fogy ki.</translation>
    </message>
    <message>
        <source>The rulebooks give the lock symbol to the Town Hall, the Zoo and the Pont de Normandie. The four factories and the Dock have no function either, so this edition treats them as lock buildings too.</source>
        <translation>A szabálykönyv a Városházát, az Állatkertet és a Normandia hidat jelöli lakatszimbólummal. A négy gyárnak és a Kikötőnek sincs hatása, ezért ez a kiadás őket is lakatszimbólumos épületként kezeli.</translation>
    </message>
    <message>
        <source>The rulebooks do not say whether a trading building may be used with no repetition at all. This edition allows it, and the building still goes back to sector 0.</source>
        <translation>A szabálykönyv nem mondja meg, használható-e egy kereskedő épület egyetlen ismétlés nélkül is. Ez a kiadás megengedi, és az épület ilyenkor is visszakerül a 0‑s szektorba.</translation>
    </message>
    <message>
        <source>The rulebooks say neither how an odd value is halved nor what a factory or the Dock is worth when it is sold. In this edition half an odd value is rounded down, and the value is the one at the moment of the sale.</source>
        <translation>A szabálykönyv nem mondja meg, hogyan kell megfelezni egy páratlan értéket, sem azt, mennyit ér eladáskor egy gyár vagy a Kikötő. Ebben a kiadásban a páratlan érték fele lefelé kerekítve jár, és az eladás pillanatában érvényes érték számít.</translation>
    </message>
    <message>
        <source>The printed rules suggest playing another game with the boards swapped. This edition declares the draw and offers a rematch in which the other player starts.</source>
        <translation>A nyomtatott szabály azt javasolja, hogy játsszatok még egy játékot felcserélt játéktáblákkal. Ez a kiadás kihirdeti a döntetlent, és visszavágót ajánl, amelyben a másik játékos kezd.</translation>
    </message>
    <message>
        <source>The rulebooks do not settle whether the Farm&apos;s steps are taken as shown (N up-right, then one down-left) or as their net result; the two differ only at the top or right edge. This edition takes the net result.</source>
        <translation>A szabálykönyv nem dönti el, hogy a Tanya a lapkán látható módon (N mezővel átlósan jobbra felfelé, majd eggyel átlósan balra lefelé) vagy a végeredmény szerint mozgatja-e az áruszámlálót; a kettő csak a raktár felső vagy jobb szélén tér el. Ez a kiadás a végeredményt alkalmazza.</translation>
    </message>
</context>
<context>
    <name>RuleTexts</name>
    <message>
        <source>Each player starts with &lt;b&gt;3 francs&lt;/b&gt; and a warehouse holding &lt;b&gt;4 fish, 3 clay, 2 wood and 1 grain&lt;/b&gt;, with the four markers on their marked start spaces. The start player takes the wheel with the letters A–F, the other player the wheel with G–L, and both pointers begin on their first letter, A and G. The buildings of round A are in the supply from the start; all the others wait, shaded, until their round comes.</source>
        <translation>Minden játékos &lt;b&gt;3 frankkal&lt;/b&gt; kezd, a raktárában pedig &lt;b&gt;4 hal, 3 agyag, 2 fa és 1 gabona&lt;/b&gt; van: a négy áruszámláló a megjelölt kezdőmezőkön áll. A kezdőjátékos az A–F betűs játéktáblát kapja, a másik játékos a G–L betűset, és mindkét mutató a saját játéktábláján az első betűre mutat (A, illetve G). Az A-kör épületei már a kezdéskor a készletben vannak; a többi szürkítve várakozik, amíg el nem jön a köre.</translation>
    </message>
    <message>
        <source>The game lasts twelve rounds, named by the letters A to L. At the start of each round, the buildings with that round&apos;s letter join the supply, next to any older ones nobody has built yet. In rounds A to F the current letter is the one the pointer of the A–F wheel points at; in rounds G to L it is shown by the G–L wheel.</source>
        <translation>A játék tizenkét körig tart, a köröket A-tól L-ig betűk jelölik. Minden kör elején a kör betűjével jelölt épületek bekerülnek a készletbe, a korábban játékba került, de még fel nem épített épületek mellé. Az A-tól F-ig tartó körökben az aktuális betűt az A–F betűs játéktábla mutatója jelzi, a G-től L-ig tartó körökben pedig a G–L betűs játéktábláé.</translation>
    </message>
    <message>
        <source>Each round has a fixed number of actions for both players together: 3 in rounds A–C, 5 in D–F, 7 in G–I and 9 in J–L, 72 in all. The player who starts a round gets one action more than the other in that round, for example 2 against 1 in round A. Over the whole game each player gets exactly 36 turns. The player headers show how many actions are left in the current round.</source>
        <translation>Minden körben rögzített számú akció jut a két játékosra együtt: 3 az A–C körökben, 5 a D–F, 7 a G–I és 9 a J–L körökben, összesen 72. Aki a kört kezdi, abban a körben eggyel több akciót kap, mint a másik, az A-körben például kettőt az egy ellenében. A teljes játék során mindkét játékosnak pontosan 36 fordulója van. A játékosok fejlécében látod, hány akció van még hátra az aktuális körben.</translation>
    </message>
    <message>
        <source>The players simply take turns, one after the other, for the whole game, with no break between rounds. Since every round has an odd number of actions, the player who starts a round also takes its last action, and the other player starts the next round. So the start player of the game starts rounds A, C, E, G, I and K, and the other player starts rounds B, D, F, H, J and L.</source>
        <translation>A játékosok az egész játék során egyszerűen felváltva következnek, a körök között sincs szünet. Mivel minden körben páratlan számú akció van, aki a kört kezdi, az hajtja végre az utolsó akcióját is, a következő kört pedig a másik játékos kezdi. Így a játék kezdőjátékosa kezdi az A-, C-, E-, G-, I- és K-kört, a másik játékos pedig a B-, D-, F-, H-, J- és L-kört.</translation>
    </message>
    <message>
        <source>You may &lt;b&gt;pass&lt;/b&gt; only when you can neither build anything nor use any building; only then does the program offer it, and the pass takes the place of your action. It is rare: any of your own buildings outside sector 0 can always be used, even when it would do little for you.</source>
        <translation>Csak akkor &lt;b&gt;passzolhatsz&lt;/b&gt;, ha sem felépíteni nem tudsz semmit, sem épületet használni; a program is csak ilyenkor kínálja fel, és a passz az akciód helyébe lép. Ritkán fordul elő: a 0‑s szektoron kívül álló saját épületeid bármelyikét mindig használhatod, még ha alig hoz is neked valamit.</translation>
    </message>
    <message>
        <source>Every action names one of the 31 buildings of the game (except a pass). The program refuses an action that names a building it does not know, for example one read from a damaged or hand-edited saved game. In normal play with the mouse you will never meet this rule.</source>
        <translation>Minden akció (a passz kivételével) a játék 31 épületének egyikére vonatkozik. A program elutasítja azt az akciót, amely ismeretlen épületet nevez meg, például ha egy sérült vagy kézzel szerkesztett mentésből olvasta be. Ha rendesen, egérrel játszol, soha nem fogsz ebbe a szabályba ütközni.</translation>
    </message>
    <message>
        <source>Your warehouse is a grid with one marker for each good. The rows are worth 0, 3, 6, 9 and so on from the bottom, the columns +0, +1, +2 and so on from the left, and a marker holds &lt;b&gt;row value + column value&lt;/b&gt; of its good: a wood marker in row 6, column +1 means 7 wood. Several markers may share a space. The top row is worth {top_row} and the last column +{last_column}, so you can hold up to {max_amount} of each good.</source>
        <translation>A raktárad egy rács, amelyen minden árunak egy áruszámlálója van. A sorok alulról felfelé 0, 3, 6, 9 stb. értékűek, az oszlopok balról jobbra +0, +1, +2 stb. értékűek, és az áruszámláló helye az adott áruból &lt;b&gt;a sor értéke + az oszlop értéke&lt;/b&gt; mennyiséget jelenti: a 6-os sorban, a +1-es oszlopban álló faszámláló 7 fát jelent. Több áruszámláló is állhat ugyanazon a mezőn. A legfelső sor értéke {top_row}, az utolsó oszlopé +{last_column}, így mindegyik áruból legfeljebb {max_amount} lehet nálad.</translation>
    </message>
    <message>
        <source>Buildings never hand you goods directly: they move your markers. A step &lt;b&gt;right&lt;/b&gt; (→) adds 1 of that good, &lt;b&gt;up&lt;/b&gt; (↑) adds 3, &lt;b&gt;up-left&lt;/b&gt; (↖) adds 2 and &lt;b&gt;up-right&lt;/b&gt; (↗) adds 4. The opposite moves take goods away: left (−1), down (−3) and down-left (−4); these three are also the moves you pay with. Each building says which markers it moves and in which direction.</source>
        <translation>Az épületek soha nem adnak közvetlenül árut: az áruszámlálóidat mozgatják. Minden mező &lt;b&gt;jobbra&lt;/b&gt; (→) 1-gyel növeli az adott árut, &lt;b&gt;felfelé&lt;/b&gt; (↑) 3-mal, &lt;b&gt;átlósan balra felfelé&lt;/b&gt; (↖) 2-vel, &lt;b&gt;átlósan jobbra felfelé&lt;/b&gt; (↗) pedig 4-gyel. Az ellentétes irányú mozgások árut vesznek el: balra (−1), lefelé (−3) és átlósan balra lefelé (−4); ezzel a három mozgással fizetsz is. Minden épületnél fel van tüntetve, melyik áruszámlálókat és milyen irányba mozgatja.</translation>
    </message>
    <message>
        <source>A marker never leaves the warehouse. When a step would take it past the last row or column, that step is &lt;b&gt;lost&lt;/b&gt;, and so is every further step in that direction. A diagonal step is lost as soon as either the row or the column runs out; the marker does not slide along the edge instead. Where you share out steps yourself (Marketplace, Pier, Craftsmen&apos;s Yard) or pick the markers that get a step (Masons Guild, Guild Hall), you may give a marker more steps than it has room for, or pick one that already stands at the edge: that is allowed, and the steps beyond the edge are simply lost.</source>
        <translation>Az áruszámláló soha nem hagyja el a raktárat. Ha egy mozgás túlvinné az utolsó soron vagy oszlopon, az a mező &lt;b&gt;elvész&lt;/b&gt;, és vele együtt minden további is abba az irányba. Az átlós mozgás már akkor elvész, ha akár a sor, akár az oszlop elfogy; az áruszámláló ilyenkor nem csúszik tovább a szél mentén. Ahol magad osztod el a mezőket (Piac, Rakpart, Iparos udvar), vagy te választod ki, melyik áruszámláló lép egy mezőt (Kőműves céh, Céhház), ott egy áruszámlálónak több mezőt is adhatsz, mint amennyi elfér, vagy olyat is választhatsz, amely már a szélen áll: ez megengedett, ami a szélen túlra esne, egyszerűen elvész.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Food&lt;/b&gt; is not a fifth good: it means fish, grain, or any mix of the two. Whenever something costs food, you pay it with your fish marker, your grain marker or both, and only the total counts. Food is asked for by some build costs and by the Wood Trader and the Restaurant, so a good stock of fish and grain keeps those doors open.</source>
        <translation>Az &lt;b&gt;étel&lt;/b&gt; nem ötödik áru: halat, gabonát vagy a kettő tetszőleges keverékét jelenti. Ha valami ételbe kerül, a halszámlálóddal, a gabonaszámlálóddal vagy mindkettővel fizeted ki, és csak az összeg számít. Ételt kér néhány épület építési költsége, valamint a Fakereskedés és az Étterem, ezért ha bőven van halad és gabonád, ezek a lehetőségek nyitva maradnak előtted.</translation>
    </message>
    <message>
        <source>To pay goods, you move that good&apos;s marker back down the grid with three kinds of move only: &lt;b&gt;left&lt;/b&gt; pays 1, &lt;b&gt;down&lt;/b&gt; pays 3 and &lt;b&gt;down-left&lt;/b&gt; pays 4. You may combine several moves, but each one must stay on the grid, and down-right is not a paying move. The program proposes a payment; to choose another, drag the marker to a different space it can reach with these moves.</source>
        <translation>Árut úgy fizetsz, hogy az adott áru áruszámlálóját visszamozgatod a rácson, méghozzá csak háromféle mozgással: a &lt;b&gt;balra&lt;/b&gt; mozgás 1-et fizet, a &lt;b&gt;lefelé&lt;/b&gt; mozgás 3-at, az &lt;b&gt;átlósan balra lefelé&lt;/b&gt; mozgás 4-et. Több mozgást is kombinálhatsz, de mindegyiknek a rácson belül kell maradnia, és az átlósan jobbra lefelé mozgás nem fizető mozgás. A program felajánl egy fizetési módot; ha másikat szeretnél, húzd az áruszámlálót egy másik mezőre, amelyet ezekkel a mozgásokkal elérhet.</translation>
    </message>
    <message>
        <source>The warehouse gives no change. If the paying moves cannot hit the exact amount, you must pay more, and the extra is lost. For example, with 7 wood (row 6, column +1) you cannot pay 2 by going left twice, because only one column lies to the left; you move down instead, pay 3 and keep 4. You may also pay more than you could have paid exactly, but never with a superfluous move: a payment is refused if the cost is already covered without its last move.</source>
        <translation>Nincs visszajáró: a raktár nem ad vissza semmit. Ha a fizető mozgásokkal nem tudod pontosan kijönni az összegre, többet kell fizetned, és a többlet elvész. Például 7 fánál (6-os sor, +1-es oszlop) nem fizethetsz 2-t két balra mozgással, mert balra csak egy oszlop van; ehelyett lefelé mozgatod, 3-at fizetsz, és 4 marad. Akkor is fizethetsz többet, ha pontosan is ki tudnád fizetni az összeget, fölösleges mozgással azonban soha: a program elutasítja a fizetést, ha az utolsó mozgása nélkül is fedezve lenne a költség.</translation>
    </message>
    <message>
        <source>Each part of a cost is paid with its own goods: wood with the wood marker, clay with the clay marker, food with the fish and/or grain markers. A surplus in one part never counts toward another, so overpaying wood does not reduce the clay you owe. Markers of goods that are not part of the cost stay where they are.</source>
        <translation>A költség minden részét a saját árujával fizeted: a fát a faszámlálóval, az agyagot az agyagszámlálóval, az ételt a hal- és/vagy a gabonaszámlálóval. Az egyik részben keletkező többlet sosem számít bele a másikba, így ha fából túlfizetsz, attól nem lesz kevesebb az agyag, amellyel tartozol. Azoknak az áruknak a számlálói, amelyek nem szerepelnek a költségben, a helyükön maradnak.</translation>
    </message>
    <message>
        <source>Some buildings cost francs, and some functions ask for a franc per repetition. Francs are paid exactly, since the bank always gives change. The bank never runs out of money: the number of coins in the box is no limit. Keep in mind that francs are also your points at the end.</source>
        <translation>Néhány épület frankba kerül, és egyes hatások ismétlésenként egy frankot kérnek. A frankot pontosan fizeted ki, mert a bank mindig visszaad. A bankból soha nem fogy ki a frank: a dobozban lévő frankok száma nem korlát. Ne feledd, a játék végén a frankjaid egyben a pontjaid is.</translation>
    </message>
    <message>
        <source>You can build any building in the &lt;b&gt;supply&lt;/b&gt;: one whose round has come and that nobody owns. A building that was sold, by choice or by force, goes back to the supply, and either player may build it again. Buildings of later rounds are already shown, shaded, but cannot be built yet.</source>
        <translation>Bármelyik épületet felépítheted, amely a &lt;b&gt;készletben&lt;/b&gt; van, vagyis amelynek már eljött a köre, és még senkié. Az eladott épület, akár önként adták el, akár kényszerből, visszakerül a készletbe, és mindkét játékosnak lehetősége van újra felépíteni. A későbbi körök épületei már látszanak, szürkítve, de még nem építhetők fel.</translation>
    </message>
    <message>
        <source>To build, you pay the full cost shown on the tile: wood and clay, food, or francs, depending on the building. If you cannot pay it, you cannot build it, and the supply shades the buildings you cannot afford. The program suggests the payment that gives away the fewest goods; you may choose another legal one by dragging markers.</source>
        <translation>Építéskor a lapkán feltüntetett teljes költséget kifizeted: épülettől függően fát és agyagot, ételt vagy frankot. Ha nem tudod kifizetni, nem építheted fel, és a készlet szürkítve mutatja azokat az épületeket, amelyekre nem telik. A program azt a fizetési módot javasolja, amellyel a legkevesebb árut adod oda; az áruszámlálók húzásával másik szabályos lehetőséget is választhatsz.</translation>
    </message>
    <message>
        <source>Buildings with the &lt;b&gt;lock symbol&lt;/b&gt; have no function: they only bring their value at the end. They are the Town Hall, the Zoo, the Pont de Normandie, the four factories and the Dock. All of them lie &lt;b&gt;beside your board&lt;/b&gt;, not on the wheel, so they are never used, never move through the sectors and are never sold by force. You may still sell one yourself on your turn for half its value.</source>
        <translation>A &lt;b&gt;lakatszimbólummal&lt;/b&gt; ellátott épületeknek nincs hatásuk: csak az értéküket hozzák a játék végén. Ezek a Városháza, az Állatkert, a Normandia híd, a négy gyár és a Kikötő. Mindegyikük &lt;b&gt;a játéktáblád mellett&lt;/b&gt; áll, nem rajta, ezért soha nem használhatók, nem haladnak végig a szektorokon, és kényszerértékesítés sem éri őket. A saját fordulódban azért eladhatod bármelyiküket az értéke feléért.</translation>
    </message>
    <message>
        <source>The &lt;i&gt;use&lt;/i&gt; action works only on a building that someone has built and that lies on a wheel, yours or your opponent&apos;s. Buildings still in the supply cannot be used, and neither can lock buildings. Using one of your own buildings is free; using one of your opponent&apos;s costs a fee.</source>
        <translation>A &lt;i&gt;használat&lt;/i&gt; akció csak olyan épületre vonatkozhat, amelyet valaki már felépített, és amely valamelyik játéktáblán áll, akár a tiéden, akár az ellenfeledén. A készletben lévő épületeket nem lehet használni, és a lakatszimbólumos épületeket sem. A saját épületed használata ingyenes, az ellenfeledéért viszont használati díjat kell fizetned.</translation>
    </message>
    <message>
        <source>A building in &lt;b&gt;sector 0&lt;/b&gt; cannot be used at all. Every building lands there when it is built and again right after each use, so a building can be used at most once per round, and never in the round it was built. At the end of the round it moves on to sector ×2 and is ready again.</source>
        <translation>A &lt;b&gt;0‑s szektorban&lt;/b&gt; álló épület egyáltalán nem használható. Minden épület ide kerül, amikor felépítik, és minden használat után is, ezért egy épületet körönként legfeljebb egyszer lehet használni, abban a körben pedig soha, amelyben felépült. A kör végén továbblép a ×2‑es szektorba, és ismét használható.</translation>
    </message>
    <message>
        <source>You may also use a building on your opponent&apos;s wheel. First you pay its owner a fee of &lt;b&gt;{fee}&lt;/b&gt;, whatever sector it is in. You need that money before the use: the bonus franc of sector ×4+ arrives too late to pay the fee, though selling a building first can raise it. The building then works for you: your markers move and you collect any francs. Afterwards it goes back to sector 0 of its owner&apos;s wheel.</source>
        <translation>Az ellenfeled játéktábláján álló épületet is használhatod. Előbb &lt;b&gt;{fee}&lt;/b&gt; használati díjat fizetsz a tulajdonosának, bármelyik szektorban áll is az épület. Ennek az összegnek már a használat előtt meg kell lennie: a ×4+ szektor bónusz frankja túl későn érkezik ahhoz, hogy a díjat fedezze, egy épület előzetes eladásával viszont előteremtheted. Ezután az épület neked dolgozik: a te áruszámlálóid mozognak, és a frankokat is te kapod. Utána visszakerül a tulajdonosa játéktáblájának 0‑s szektorába.</translation>
    </message>
    <message>
        <source>The longer a building waits, the stronger it gets. When you use it, its main function is carried out as many times as the &lt;b&gt;multiplier&lt;/b&gt; of its sector says: twice from ×2, three times from ×3, four times from ×4 and also four times from ×4+. Some buildings add an extra effect that happens just once, whatever the sector. In the building descriptions, &lt;i&gt;N&lt;/i&gt; stands for this multiplier.</source>
        <translation>Minél tovább vár egy épület, annál erősebb. Amikor használod, a fő hatása annyiszor hajtódik végre, amennyi a szektora &lt;b&gt;szorzója&lt;/b&gt;: a ×2‑es szektorból kétszer, a ×3‑as szektorból háromszor, a ×4‑es szektorból négyszer, és a ×4+ szektorból szintén négyszer. Egyes épületeknek további hatásuk is van, amely a szektortól függetlenül csak egyszer következik be. Az épületleírásokban ezt a szorzót &lt;i&gt;N&lt;/i&gt; jelöli.</translation>
    </message>
    <message>
        <source>Using a building from sector &lt;b&gt;×4+&lt;/b&gt; works like sector ×4, and the user also receives &lt;b&gt;1 franc&lt;/b&gt; from the bank. The franc arrives before the function is carried out, so it can pay a franc the Wood Trader or the Fish Market asks for. You get it even when the building belongs to your opponent, but it cannot pay the fee for using it, because the fee is due first.</source>
        <translation>Ha egy épületet a &lt;b&gt;×4+&lt;/b&gt; szektorból használsz, ugyanúgy működik, mint a ×4‑es szektorban, de a használó ráadásul &lt;b&gt;1 frankot&lt;/b&gt; is kap a banktól. Ez a frank még a hatás végrehajtása előtt megérkezik, így kifizetheted vele a Fakereskedés vagy a Halpiac által kért egyik frankot. Akkor is megkapod, ha az épület az ellenfeledé, de a használati díjat nem fizetheted belőle, mert azt még előtte kell megfizetni.</translation>
    </message>
    <message>
        <source>After a use, the building goes back to &lt;b&gt;sector 0&lt;/b&gt; of its owner&apos;s wheel, also when the opponent used it. From there it climbs through the sectors again, one per round: ×2, ×3, ×4 and ×4+. Letting a building wait makes its next use stronger, but it also brings it closer to the sale sector.</source>
        <translation>Használat után az épület visszakerül a tulajdonosa játéktáblájának &lt;b&gt;0‑s szektorába&lt;/b&gt;, akkor is, ha az ellenfél használta. Innen körönként egy szektorral újra végighalad a szektorokon: ×2, ×3, ×4 és ×4+. Ha hagyod várni az épületet, a következő használata erősebb lesz, de közben egyre közelebb kerül az eladási szektorhoz.</translation>
    </message>
    <message>
        <source>The trading buildings (Wood Trader, Restaurant, Fish Market and Weekly Market) carry out their main function &lt;i&gt;up to&lt;/i&gt; N times: you choose how many, from none up to the multiplier, and every repetition costs something. Using one of them with zero repetitions is still a legal action, and the building still goes back to sector 0. A building that offers no choice always works in full: its steps and francs cannot be declined, and steps beyond the edge of the warehouse are lost.</source>
        <translation>A kereskedő épületek (Fakereskedés, Étterem, Halpiac és Heti piac) a fő hatásukat &lt;i&gt;legfeljebb&lt;/i&gt; N-szer hajtják végre: te döntöd el, hányszor, nullától a szorzó értékéig, és minden ismétlésnek ára van. Ha valamelyiküket nulla ismétléssel használod, az is szabályos akció, és az épület ilyenkor is visszakerül a 0‑s szektorba. Az az épület, amely nem ad választási lehetőséget, mindig teljes egészében működik: a mozgásait és a frankjait nem utasíthatod vissza, a raktár szélén túlra eső mezők pedig elvesznek.</translation>
    </message>
    <message>
        <source>Some buildings do the same thing every time; others ask you to decide something: which good gets the steps, how to share steps among your markers, how many repetitions to make, or which food to pay with. The program asks only for the choices a building offers and refuses any it does not. Each building&apos;s description says what you may choose.</source>
        <translation>Egyes épületek mindig ugyanazt teszik, másoknál döntened kell: melyik áru lép, hogyan osztod el a mezőket az áruszámlálóid között, hány ismétlést végzel, vagy mivel fizeted az ételt. A program csak azokat a döntéseket kéri tőled, amelyekre az adott épület lehetőséget ad, a többit elutasítja. Minden épület leírásában megtalálod, miben dönthetsz.</translation>
    </message>
    <message>
        <source>The Hardware Store and the Weekly Market let you pick a good, and then every step or repetition of that use goes to the &lt;b&gt;same&lt;/b&gt; good. With the Hardware Store from sector ×3, for example, all three steps go to wood or all three to clay; two and one is not allowed. Next time you use the building you may pick the other good.</source>
        <translation>Az Építőanyag-kereskedés és a Heti piac használatakor választasz egy árut, és az adott használat minden mezője vagy ismétlése &lt;b&gt;ugyanarra&lt;/b&gt; az árura vonatkozik. Ha például az Építőanyag-kereskedést a ×3‑as szektorból használod, mindhárom mező a fáé vagy mindhárom az agyagé; kettő-egy elosztás nem megengedett. Amikor legközelebb használod az épületet, választhatod a másik árut.</translation>
    </message>
    <message>
        <source>A sale brings &lt;b&gt;half the building&apos;s value&lt;/b&gt; in francs, rounded down when the value is odd. For the buildings whose value changes (the four factories and the Dock), it is half of what they are worth at that moment.</source>
        <translation>Az eladás &lt;b&gt;az épület értékének felét&lt;/b&gt; hozza frankban, páratlan érték esetén lefelé kerekítve. A változó értékű épületeknél (a négy gyár és a Kikötő) az eladás pillanatában érvényes értékük fele jár.</translation>
    </message>
    <message>
        <source>A building that the turning wheel carries into the &lt;b&gt;sale sector&lt;/b&gt; is sold at once: its owner receives half its value and the building returns to the supply. This happens at every round end, including the last turn of the wheels after round L. A building built in round A and never used is sold at the end of round E, so use a building now and then if you want to keep it.</source>
        <translation>Azt az épületet, amelyet a játéktábla továbbforduló mutatója az &lt;b&gt;eladási szektorba&lt;/b&gt; juttat, azonnal el kell adni: a tulajdonosa megkapja az értéke felét, az épület pedig visszakerül a készletbe. Ez minden kör végén megtörténik, a mutatók L-kör utáni utolsó elfordulásakor is. Az A-körben felépített és soha nem használt épületet az E-kör végén el kell adni, ezért ha meg akarod tartani, időnként használd.</translation>
    </message>
    <message>
        <source>The Dock is worth a fixed amount for each building with the &lt;b&gt;Dock symbol&lt;/b&gt; that you own. The four factories carry that symbol, and the Dock does not count itself. The Dock&apos;s page gives the amount.</source>
        <translation>A Kikötő rögzített összeget ér minden birtokodban lévő, &lt;b&gt;Kikötő-szimbólummal&lt;/b&gt; ellátott épület után. Ez a szimbólum a négy gyáron szerepel, a Kikötő önmagát nem számolja. Az összeget a Kikötő oldala adja meg.</translation>
    </message>
    <message>
        <source>If both totals are equal, the game is a &lt;b&gt;draw&lt;/b&gt;, and you may play a rematch in which the other player starts.</source>
        <translation>Ha a két összeg egyenlő, a játék &lt;b&gt;döntetlen&lt;/b&gt;, és játszhatsz egy visszavágót, amelyben a másik játékos kezd.</translation>
    </message>
    <message>
        <source>Moves your grain marker &lt;b&gt;up-right&lt;/b&gt; (↗, +4 grain per step) N−1 times: 1 step from sector ×2, 2 from ×3 and 3 from ×4 or ×4+. The tile shows N steps up-right followed by one step back down-left, and what counts is the net result: N−1 steps up-right.</source>
        <translation>A gabonaszámlálódat N−1 mezővel mozgatja &lt;b&gt;átlósan jobbra felfelé&lt;/b&gt; (↗, mezőnként +4 gabona): a ×2‑es szektorból 1, a ×3‑as szektorból 2, a ×4‑es és a ×4+ szektorból 3 mezővel. A lapkán N mező látható átlósan jobbra felfelé, majd egy vissza átlósan balra lefelé, és a végeredmény számít: N−1 mező átlósan jobbra felfelé.</translation>
    </message>
    <message>
        <source>A lock building with no function, kept beside your board. At the end it is worth &lt;b&gt;{per} per fish&lt;/b&gt; in your warehouse. It carries the Dock symbol, so it also raises the value of a Dock you own.</source>
        <translation>Hatás nélküli, lakatszimbólumos épület, amely a játéktáblád mellett áll. Értéke a játék végén a raktáradban lévő &lt;b&gt;minden hal után {per}&lt;/b&gt;. Kikötő-szimbólum van rajta, így a birtokodban lévő Kikötő értékét is növeli.</translation>
    </message>
    <message>
        <source>A lock building with no function, kept beside your board. At the end it is worth &lt;b&gt;{per} per wood&lt;/b&gt; in your warehouse. It carries the Dock symbol, so it also raises the value of a Dock you own.</source>
        <translation>Hatás nélküli, lakatszimbólumos épület, amely a játéktáblád mellett áll. Értéke a játék végén a raktáradban lévő &lt;b&gt;minden fa után {per}&lt;/b&gt;. Kikötő-szimbólum van rajta, így a birtokodban lévő Kikötő értékét is növeli.</translation>
    </message>
    <message>
        <source>A lock building with no function, kept beside your board. At the end it is worth &lt;b&gt;{per}&lt;/b&gt; for each building with the &lt;b&gt;Dock symbol&lt;/b&gt; you own. The four factories carry that symbol, and the Dock does not count itself.</source>
        <translation>Hatás nélküli, lakatszimbólumos épület, amely a játéktáblád mellett áll. Értéke a játék végén minden birtokodban lévő, &lt;b&gt;Kikötő-szimbólummal&lt;/b&gt; ellátott épület után &lt;b&gt;{per}&lt;/b&gt;. Ez a szimbólum a négy gyáron szerepel, a Kikötő önmagát nem számolja.</translation>
    </message>
    <message>
        <source>A lock building with no function, kept beside your board. At the end it is worth &lt;b&gt;{per} per grain&lt;/b&gt; in your warehouse. It carries the Dock symbol, so it also raises the value of a Dock you own.</source>
        <translation>Hatás nélküli, lakatszimbólumos épület, amely a játéktáblád mellett áll. Értéke a játék végén a raktáradban lévő &lt;b&gt;minden gabona után {per}&lt;/b&gt;. Kikötő-szimbólum van rajta, így a birtokodban lévő Kikötő értékét is növeli.</translation>
    </message>
    <message>
        <source>A lock building with no function, kept beside your board. At the end it is worth &lt;b&gt;{per} per clay&lt;/b&gt; in your warehouse. It carries the Dock symbol, so it also raises the value of a Dock you own.</source>
        <translation>Hatás nélküli, lakatszimbólumos épület, amely a játéktáblád mellett áll. Értéke a játék végén a raktáradban lévő &lt;b&gt;minden agyag után {per}&lt;/b&gt;. Kikötő-szimbólum van rajta, így a birtokodban lévő Kikötő értékét is növeli.</translation>
    </message>
    <message>
        <source>On your turn you take exactly one action: &lt;b&gt;build&lt;/b&gt; a building from the supply, or &lt;b&gt;use&lt;/b&gt; a building that lies on a wheel. Around it you may sell some of your own buildings, before the action, after it or both; selling is never your action. Once you have built or used, no second action is possible in that turn: you may only sell, and then end your turn.</source>
        <translation>A saját fordulódban pontosan egy akciót hajtasz végre: &lt;b&gt;felépítesz&lt;/b&gt; egy épületet a készletből, vagy &lt;b&gt;használsz&lt;/b&gt; egy épületet, amely valamelyik játéktáblán áll. Emellett eladhatod néhány saját épületedet: az akció előtt, utána vagy mindkétszer; az eladás sosem számít akciónak. Ha már építettél vagy használtál, abban a fordulóban második akció nem lehetséges: már csak eladhatsz, majd befejezed a fordulódat.</translation>
    </message>
    <message>
        <source>After your action the turn stays open: you may still sell your own buildings, and then you &lt;b&gt;end&lt;/b&gt; your turn. On the table, &lt;b&gt;Confirm&lt;/b&gt; carries out your action and ends the turn in one go, which is what you want most of the time. &lt;b&gt;Confirm, keep turn open&lt;/b&gt; carries out the action and leaves the turn open for sales; &lt;b&gt;End turn&lt;/b&gt; then closes it. A turn cannot end before its action. When the last turn of a round ends, the wheels turn and the next round begins.</source>
        <translation>Az akciód után a forduló nyitva marad: még eladhatod a saját épületeidet, majd &lt;b&gt;befejezed&lt;/b&gt; a fordulódat. A játékasztalon a &lt;b&gt;Jóváhagyás&lt;/b&gt; egyszerre végrehajtja az akciódat és befejezi a fordulót; legtöbbször épp erre van szükséged. A &lt;b&gt;Jóváhagyás, a forduló folytatódik&lt;/b&gt; végrehajtja az akciót, de a fordulót nyitva hagyja az eladásokhoz; ezután a &lt;b&gt;Forduló vége&lt;/b&gt; zárja le. Akció nélkül a forduló nem érhet véget. Amikor egy kör utolsó fordulója véget ér, a játéktáblák mutatói továbbfordulnak, és kezdődik a következő kör.</translation>
    </message>
    <message>
        <source>A building that turns a cost into a gain charges that cost again for &lt;b&gt;every repetition&lt;/b&gt;, and each repetition pays its food on its own: a separate payment from fish and/or grain, with no change, so what one repetition overpays never counts toward the next. With 6 fish (row 6, column +0) and no grain, for example, one food can only be paid by moving the fish marker down, which gives 3: two repetitions of the Restaurant therefore take all 6 fish. Francs asked for per repetition are paid exactly. The program proposes the cheapest sequence of payments; you can change the payment of each repetition by dragging the markers.</source>
        <translation>Az az épület, amely egy költségért cserébe ad valamit, ezt a költséget &lt;b&gt;minden ismétlésnél&lt;/b&gt; újra felszámítja, és minden ismétlés ételét külön kell megfizetni: külön fizetéssel, halból és/vagy gabonából, visszajáró nélkül, így amit az egyik ismétlés túlfizet, az sosem számít bele a következőbe. Ha például 6 halad van (6-os sor, +0‑s oszlop), gabonád pedig nincs, egy ételt csak úgy fizethetsz ki, hogy a halszámlálót lefelé lépteted, ami 3-at ér: az Étterem két ismétlése így mind a 6 haladat elviszi. Az ismétlésenként kért frankot pontosan fizeted ki. A program a legolcsóbb fizetéssorozatot javasolja; az áruszámlálók húzásával bármelyik ismétlés fizetését megváltoztathatod.</translation>
    </message>
    <message>
        <source>A new building goes onto &lt;b&gt;your&lt;/b&gt; wheel, in &lt;b&gt;sector 0&lt;/b&gt; just to the right of the pointer. From there it cannot be used this round; when the wheel turns at the end of the round it reaches sector ×2 and becomes usable. A building with the lock symbol goes beside your board instead. Building is your action for the turn; afterwards you may still sell, and then you end your turn.</source>
        <translation>Az új épület a &lt;b&gt;te&lt;/b&gt; játéktábládra kerül, a mutatótól közvetlenül jobbra, a &lt;b&gt;0‑s szektorba&lt;/b&gt;. Onnan ebben a körben nem használható; amikor a kör végén a mutató elfordul, a ×2‑es szektorba jut, és használhatóvá válik. A lakatszimbólumos épület ehelyett a játéktáblád mellé kerül. Az építés a fordulód akciója; utána még eladhatsz, majd befejezed a fordulódat.</translation>
    </message>
    <message>
        <source>The Marketplace, the Craftsmen&apos;s Yard and the Pier give you a number of steps that you &lt;b&gt;share out freely&lt;/b&gt; among your markers. One marker may take all of them, or you may spread them, and you may leave some unused. You may even give a marker more steps than it has room for before the edge: that is allowed, and the extra steps are lost.</source>
        <translation>A Piac, az Iparos udvar és a Rakpart bizonyos számú mezőt ad, amelyet &lt;b&gt;szabadon oszthatsz el&lt;/b&gt; az áruszámlálóid között. Egy áruszámláló megkaphatja az összeset, de szét is oszthatod őket, és néhányat fel sem kell használnod. Egy áruszámlálónak akár több mezőt is adhatsz, mint amennyi a raktár széléig elfér: ez megengedett, a fölösleges mezők elvesznek.</translation>
    </message>
    <message>
        <source>The Masons Guild, the Guild Hall and the Business Office move &lt;b&gt;up to N different markers one step each&lt;/b&gt;. The same marker can never be chosen twice, so even from a strong sector no marker moves more than one step, and with four goods at most four steps are possible. The Masons Guild and the Guild Hall accept a marker that already stands at the edge, whose step is then lost; the Business Office pays francs for every step, so it only takes markers that can really make theirs.</source>
        <translation>A Kőműves céh, a Céhház és az Üzlethelyiség &lt;b&gt;legfeljebb N különböző áruszámlálót mozgat egy-egy mezővel&lt;/b&gt;. Ugyanazt az áruszámlálót nem választhatod kétszer, így erős szektorból sem lép egyetlen áruszámláló sem egy mezőnél többet, és mivel négy áru van, legfeljebb négy mező lehetséges. A Kőműves céh és a Céhház olyan áruszámlálót is elfogad, amely már a szélen áll (ilyenkor a mezője elvész); az Üzlethelyiség viszont minden mezőért frankot fizet, ezért csak olyan áruszámlálót választhatsz hozzá, amely ténylegesen el is tud mozdulni.</translation>
    </message>
    <message>
        <source>On your own turn you may sell any number of &lt;b&gt;your own&lt;/b&gt; buildings, lock buildings included: before your action, after it, or both. Selling is never your action. A sold building returns to the supply, where either player may build it again. Selling is the way to raise francs quickly, for an expensive building or for the fee of your opponent&apos;s building, and after the action it can keep a building out of your opponent&apos;s reach.</source>
        <translation>A saját fordulódban bármennyi &lt;b&gt;saját&lt;/b&gt; épületedet eladhatod, a lakatszimbólumosakat is: az akciód előtt, utána vagy mindkétszer. Az eladás sosem számít akciónak. Az eladott épület visszakerül a készletbe, ahonnan bármelyik játékos újra felépítheti. Eladással gyorsan juthatsz frankhoz, akár egy drága épületre, akár az ellenfeled épületének használati díjára, az akció utáni eladással pedig elzárhatsz egy épületet az ellenfeled elől.</translation>
    </message>
    <message>
        <source>Your turn does not end with the action: after building, using or passing you may still sell your own buildings, and then you end the turn. This matters most at the end of a round. The player who takes a round&apos;s last action is the one who started it, so the &lt;b&gt;other&lt;/b&gt; player opens the next round, and by then every building that lay in sector 0 has moved on to sector ×2. A building you use in the last turn of a round therefore waits in sector ×2 for your opponent, who may use it for the fee of {fee}. Selling it after the use, before you end the turn, keeps it out of their reach: choose &lt;b&gt;Confirm, keep turn open&lt;/b&gt; for the use, sell, then choose &lt;b&gt;End turn&lt;/b&gt;.</source>
        <translation>A fordulód nem ér véget az akcióval: építés, használat vagy passz után még eladhatod a saját épületeidet, és csak azután fejezed be a fordulót. Ez leginkább a kör végén számít. A kör utolsó akcióját az a játékos hajtja végre, aki a kört kezdte, így a következő kört a &lt;b&gt;másik&lt;/b&gt; játékos nyitja, és addigra minden épület, amely a 0‑s szektorban állt, továbblépett a ×2‑es szektorba. Az az épület tehát, amelyet a kör utolsó fordulójában használsz, a ×2‑es szektorban várja az ellenfeledet, aki {fee} használati díjért használhatja. Ha a használat után, de még a forduló befejezése előtt eladod, nem férhet hozzá: a használathoz válaszd a &lt;b&gt;Jóváhagyás, a forduló folytatódik&lt;/b&gt; gombot, add el az épületet, majd válaszd a &lt;b&gt;Forduló vége&lt;/b&gt; gombot.</translation>
    </message>
    <message>
        <source>When the last turn of a round ends, both players turn their pointer one sector. Every building on a wheel moves one sector further: 0 → ×2 → ×3 → ×4 → ×4+ → sale sector. Lock buildings beside the board do not move. Then the next round begins and its buildings enter the supply.</source>
        <translation>Amikor egy kör utolsó fordulója véget ér, mindkét játékos egy szektorral továbbfordítja a mutatóját. Minden játéktáblán álló épület egy szektorral továbblép: 0 → ×2 → ×3 → ×4 → ×4+ → eladási szektor. A játéktábla mellett álló lakatszimbólumos épületek nem mozognak. Ezután kezdődik a következő kör, és annak épületei bekerülnek a készletbe.</translation>
    </message>
    <message>
        <source>When the last turn of round L ends, the wheels turn one last time and the forced sales follow. Then each player adds their francs to the value of every building they still own; in this game francs and points are the same thing. The higher total wins.</source>
        <translation>Amikor az L-kör utolsó fordulója véget ér, a játéktáblák mutatói még egyszer utoljára elfordulnak, és lezajlanak a kényszerértékesítések. Ezután minden játékos összeadja a frankjait és a még birtokában lévő épületek értékét; ebben a játékban a frank és a pont ugyanaz. A nagyobb összeg nyer.</translation>
    </message>
    <message>
        <source>The four factories have no fixed value. At the end each is worth a number of francs for every unit of its good in your warehouse: the Fish Factory counts your fish, the Wood Factory your wood, the Grain Silo your grain and the Brick Factory your clay. Each factory&apos;s page gives its rate. A factory therefore rewards a full warehouse at the end of the game.</source>
        <translation>A négy gyárnak nincs rögzített értéke. A játék végén mindegyik meghatározott számú frankot ér a hozzá tartozó áru minden egysége után, amely a raktáradban van: a Halfeldolgozó üzem a halaidat számolja, a Fafeldolgozó üzem a fádat, a Gabonasiló a gabonádat, a Téglagyár pedig az agyagodat. Az egységenkénti összeget az egyes gyárak oldala adja meg. A gyár tehát a játék végén jól feltöltött raktárat jutalmaz.</translation>
    </message>
    <message>
        <source>Once the final scores are in, no more actions can be taken. You can still look at the boards and the scores, or start a new game.</source>
        <translation>Amint megvan a végeredmény, több akciót már nem lehet végrehajtani. A játéktáblákat és a pontszámokat továbbra is megnézheted, vagy új játékot kezdhetsz.</translation>
    </message>
    <message>
        <source>Moves your clay marker &lt;b&gt;right&lt;/b&gt; (→, +1 clay per step): N steps plus one extra step. That is 3 steps from sector ×2, 4 from ×3 and 5 from ×4 or ×4+. Steps past the right edge are lost, so it pays best while your clay marker is near the left of its row.</source>
        <translation>Az agyagszámlálódat &lt;b&gt;jobbra&lt;/b&gt; mozgatja (→, mezőnként +1 agyag): N mezővel és még egy további mezővel. Ez a ×2‑es szektorból 3 mező, a ×3‑as szektorból 4, a ×4‑es és a ×4+ szektorból pedig 5. Ami a jobb szélen túlra esne, elvész, ezért akkor éri meg a legjobban, amikor az agyagszámlálód még a sora bal oldalán áll.</translation>
    </message>
    <message>
        <source>Moves your fish marker &lt;b&gt;up-left&lt;/b&gt; (↖, +2 fish per step) N times: 2, 3 or 4 steps depending on the sector. Each step climbs a row and goes back one column, so the marker runs out of room at the left column or the top row, and further steps are lost.</source>
        <translation>A halszámlálódat N mezővel mozgatja &lt;b&gt;átlósan balra felfelé&lt;/b&gt; (↖, mezőnként +2 hal): szektortól függően 2, 3 vagy 4 mezővel. Minden mező egy sorral feljebb és egy oszloppal balra visz, így a bal szélső oszlopban vagy a legfelső sorban elfogy az áruszámláló helye, és a további mezők elvesznek.</translation>
    </message>
    <message>
        <source>Gives you &lt;b&gt;N francs&lt;/b&gt;, and once per use moves your grain marker and your fish marker one step &lt;b&gt;right&lt;/b&gt; each (→, +1). From sectors ×2, ×3 and ×4 that is 2, 3 and 4 francs; from ×4+ it is 4 plus the bonus franc, 5 in all.</source>
        <translation>&lt;b&gt;N frankot&lt;/b&gt; ad, és használatonként egyszer a gabona- és a halszámlálódat is egy-egy mezővel &lt;b&gt;jobbra&lt;/b&gt; mozgatja (→, +1). A ×2‑es, ×3‑as és ×4‑es szektorból ez 2, 3, illetve 4 frank; a ×4+ szektorból 4 plusz a bónusz frank, összesen 5.</translation>
    </message>
    <message>
        <source>Moves &lt;b&gt;either&lt;/b&gt; your wood marker &lt;b&gt;or&lt;/b&gt; your clay marker N steps &lt;b&gt;right&lt;/b&gt; (→, +1 per step). You choose the good, and all N steps go to it; they cannot be split between wood and clay. From sector ×3, for example, you get 3 steps of wood or 3 steps of clay.</source>
        <translation>&lt;b&gt;Vagy&lt;/b&gt; a fa-, &lt;b&gt;vagy&lt;/b&gt; az agyagszámlálódat mozgatja N mezővel &lt;b&gt;jobbra&lt;/b&gt; (→, mezőnként +1). Te választod ki az árut, és mind az N mező azt illeti; a mezőket nem oszthatod meg a fa és az agyag között. A ×3‑as szektorból például vagy a fa, vagy az agyag lép 3 mezőt.</translation>
    </message>
    <message>
        <source>Moves your wood marker N steps &lt;b&gt;right&lt;/b&gt; (→, +1 wood per step): 2, 3 or 4 steps depending on the sector. Steps past the right edge are lost, so use it while your wood marker still has room in its row.</source>
        <translation>A faszámlálódat N mezővel &lt;b&gt;jobbra&lt;/b&gt; mozgatja (→, mezőnként +1 fa): szektortól függően 2, 3 vagy 4 mezővel. Ami a jobb szélen túlra esne, elvész, ezért akkor használd, amikor a faszámlálódnak még van helye a sorában.</translation>
    </message>
    <message>
        <source>Up to N times, you may pay &lt;b&gt;1 franc and 2 food&lt;/b&gt; to move your wood marker one step &lt;b&gt;up&lt;/b&gt; (↑, +3 wood). You choose how many times. Each repetition pays its own franc and its own food, from fish and/or grain, without change. From sector ×2 that is at most 2 trades, from ×4 or ×4+ at most 4, and at ×4+ the bonus franc can pay one of the francs.</source>
        <translation>Legfeljebb N-szer fizethetsz &lt;b&gt;1 frankot és 2 ételt&lt;/b&gt;, hogy a faszámlálódat egy mezővel &lt;b&gt;felfelé&lt;/b&gt; mozgasd (↑, +3 fa). Te döntöd el, hányszor. Minden ismétlésért külön fizetsz frankot és ételt, az ételt halból és/vagy gabonából, visszajáró nélkül. A ×2‑es szektorból ez legfeljebb 2 csere, a ×4‑es és a ×4+ szektorból legfeljebb 4, és a ×4+ szektorban a bónusz frankkal kifizetheted az egyik frankot.</translation>
    </message>
    <message>
        <source>Up to N times, you may pay &lt;b&gt;1 food&lt;/b&gt; to receive &lt;b&gt;2 francs&lt;/b&gt;. You choose how many, and each repetition pays its own food from fish or grain, without change. From sector ×2 you can sell at most 2 food, from ×4 or ×4+ at most 4.</source>
        <translation>Legfeljebb N-szer fizethetsz &lt;b&gt;1 ételt&lt;/b&gt;, hogy &lt;b&gt;2 frankot&lt;/b&gt; kapj érte. Te döntöd el, hányszor, és minden ismétlésért külön fizetsz ételt, halból vagy gabonából, visszajáró nélkül. A ×2‑es szektorból legfeljebb 2 ételt adhatsz el, a ×4‑es és a ×4+ szektorból legfeljebb 4-et.</translation>
    </message>
    <message>
        <source>Gives you N steps &lt;b&gt;right&lt;/b&gt; (→, +1 per step) to share among your four markers as you like. One marker may take all of them, or you may spread them. A marker may even take more steps than it has room for before the right edge: the extra steps are lost, and that is allowed.</source>
        <translation>N mezőt ad &lt;b&gt;jobbra&lt;/b&gt; (→, mezőnként +1), amelyeket tetszés szerint oszthatsz el a négy áruszámlálód között. Egy áruszámláló megkaphatja az összeset, de szét is oszthatod őket. Egy áruszámláló akár több mezőt is kaphat, mint amennyi a jobb széléig elfér: a fölösleges mezők elvesznek, és ez megengedett.</translation>
    </message>
    <message>
        <source>Moves up to N &lt;b&gt;different&lt;/b&gt; markers one step &lt;b&gt;up-left&lt;/b&gt; each (↖, +2 of that good). Each marker may be chosen only once, so even from sector ×4 no marker gains more than one step. A marker in the left column or the top row may still be chosen; its step is simply lost.</source>
        <translation>Legfeljebb N &lt;b&gt;különböző&lt;/b&gt; áruszámlálót mozgat egy-egy mezővel &lt;b&gt;átlósan balra felfelé&lt;/b&gt; (↖, +2 az adott áruból). Mindegyik áruszámláló csak egyszer választható, így még a ×4‑es szektorból sem lép egyik áruszámláló sem egy mezőnél többet. A bal szélső oszlopban vagy a legfelső sorban álló áruszámláló is választható; a mezője egyszerűen elvész.</translation>
    </message>
    <message>
        <source>Gives you N+1 steps &lt;b&gt;up-left&lt;/b&gt; (↖, +2 per step) to share among your markers as you like: 3 from sector ×2, 4 from ×3 and 5 from ×4 or ×4+. One marker may take several steps, even more than its room before the edge; the extra steps are lost.</source>
        <translation>N+1 mezőt ad &lt;b&gt;átlósan balra felfelé&lt;/b&gt; (↖, mezőnként +2), amelyeket tetszés szerint oszthatsz el az áruszámlálóid között: a ×2‑es szektorból 3, a ×3‑as szektorból 4, a ×4‑es és a ×4+ szektorból 5 mezőt. Egy áruszámláló több mezőt is kaphat, akár annál is többet, mint amennyi a raktár széléig elfér; a fölösleges mezők elvesznek.</translation>
    </message>
    <message>
        <source>Gives you N+2 steps &lt;b&gt;right&lt;/b&gt; (→, +1 per step) to share among your markers as you like: 4 from sector ×2, 5 from ×3 and 6 from ×4 or ×4+. All of them may go to one marker, even beyond its room before the right edge; the extra steps are lost.</source>
        <translation>N+2 mezőt ad &lt;b&gt;jobbra&lt;/b&gt; (→, mezőnként +1), amelyeket tetszés szerint oszthatsz el az áruszámlálóid között: a ×2‑es szektorból 4, a ×3‑as szektorból 5, a ×4‑es és a ×4+ szektorból 6 mezőt. Akár mind egyetlen áruszámlálóra mehet, még ha a jobb széléig nem is fér el mind; a fölösleges mezők elvesznek.</translation>
    </message>
    <message>
        <source>Moves up to N &lt;b&gt;different&lt;/b&gt; markers one step &lt;b&gt;up-right&lt;/b&gt; each (↗, +4 of that good). Each marker may be chosen only once; a marker in the right column or the top row may still be chosen, and its step is lost. From sector ×4 with all four markers free, that is 4 more of every good.</source>
        <translation>Legfeljebb N &lt;b&gt;különböző&lt;/b&gt; áruszámlálót mozgat egy-egy mezővel &lt;b&gt;átlósan jobbra felfelé&lt;/b&gt; (↗, +4 az adott áruból). Mindegyik áruszámláló csak egyszer választható; a jobb szélső oszlopban vagy a legfelső sorban álló áruszámláló is választható, de a mezője elvész. A ×4‑es szektorból, ha mind a négy áruszámlálónak van helye, ez minden áruból 4-gyel többet jelent.</translation>
    </message>
    <message>
        <source>A lock building with no function, kept beside your board: it is simply worth &lt;b&gt;{value}&lt;/b&gt; at the end of the game. It is never used and never sold by force, though you may sell it on your turn for half its value.</source>
        <translation>Hatás nélküli, lakatszimbólumos épület, amely a játéktáblád mellett áll: értéke a játék végén egyszerűen &lt;b&gt;{value}&lt;/b&gt;. Soha nem használható, és kényszerértékesítés sem éri, de a saját fordulódban eladhatod az értéke feléért.</translation>
    </message>
    <message>
        <source>The great bridge is a lock building with no function, kept beside your board and worth &lt;b&gt;{value}&lt;/b&gt; at the end. It is never used and never sold by force, though you may sell it yourself on your turn for half its value.</source>
        <translation>A nagy híd hatás nélküli, lakatszimbólumos épület, amely a játéktáblád mellett áll; értéke a játék végén &lt;b&gt;{value}&lt;/b&gt;. Soha nem használható, és kényszerértékesítés sem éri, de a saját fordulódban magad eladhatod az értéke feléért.</translation>
    </message>
    <message>
        <source>Moves your grain marker N steps &lt;b&gt;right&lt;/b&gt; (→, +1 grain per step). In addition, once per use, your wood marker and your clay marker each move one step right.</source>
        <translation>A gabonaszámlálódat N mezővel &lt;b&gt;jobbra&lt;/b&gt; mozgatja (→, mezőnként +1 gabona). Ezenfelül használatonként egyszer a fa- és az agyagszámlálód is egy-egy mezőt lép jobbra.</translation>
    </message>
    <message>
        <source>Moves your clay marker &lt;b&gt;up-left&lt;/b&gt; (↖, +2 clay per step) N times: 2, 3 or 4 steps depending on the sector. Steps are lost once the marker reaches the left column or the top row.</source>
        <translation>Az agyagszámlálódat N mezővel mozgatja &lt;b&gt;átlósan balra felfelé&lt;/b&gt; (↖, mezőnként +2 agyag): szektortól függően 2, 3 vagy 4 mezővel. Amint az áruszámláló eléri a bal szélső oszlopot vagy a legfelső sort, a további mezők elvesznek.</translation>
    </message>
    <message>
        <source>Moves your grain marker &lt;b&gt;up-left&lt;/b&gt; (↖, +2 grain per step) N times: 2, 3 or 4 steps depending on the sector. Steps are lost once the marker reaches the left column or the top row.</source>
        <translation>A gabonaszámlálódat N mezővel mozgatja &lt;b&gt;átlósan balra felfelé&lt;/b&gt; (↖, mezőnként +2 gabona): szektortól függően 2, 3 vagy 4 mezővel. Amint az áruszámláló eléri a bal szélső oszlopot vagy a legfelső sort, a további mezők elvesznek.</translation>
    </message>
    <message>
        <source>Up to N times, you may pay &lt;b&gt;1 franc&lt;/b&gt; to move your fish marker one step &lt;b&gt;up-right&lt;/b&gt; (↗, +4 fish). From sector ×3 that is at most 3 purchases; at ×4+ the bonus franc can pay for one of them.</source>
        <translation>Legfeljebb N-szer fizethetsz &lt;b&gt;1 frankot&lt;/b&gt;, hogy a halszámlálódat egy mezővel &lt;b&gt;átlósan jobbra felfelé&lt;/b&gt; mozgasd (↗, +4 hal). A ×3‑as szektorból ez legfeljebb 3 vásárlás; a ×4+ szektorban az egyiket a bónusz frankkal is kifizetheted.</translation>
    </message>
    <message>
        <source>Moves your wood marker N steps &lt;b&gt;right&lt;/b&gt; and your clay marker N steps right (→, +1 per step). Both goods get the full number: from sector ×3, for example, 3 steps of wood and 3 steps of clay.</source>
        <translation>A faszámlálódat N mezővel &lt;b&gt;jobbra&lt;/b&gt;, és az agyagszámlálódat is N mezővel jobbra mozgatja (→, mezőnként +1). Mindkét áru megkapja a teljes számot: a ×3‑as szektorból például a fa is és az agyag is 3 mezőt lép.</translation>
    </message>
    <message>
        <source>Moves your grain marker N steps &lt;b&gt;right&lt;/b&gt; and your fish marker N steps right (→, +1 per step). Both goods get the full number, so from sector ×4 you gain 4 grain and 4 fish if there is room.</source>
        <translation>A gabonaszámlálódat N mezővel &lt;b&gt;jobbra&lt;/b&gt;, és a halszámlálódat is N mezővel jobbra mozgatja (→, mezőnként +1). Mindkét áru megkapja a teljes számot, így a ×4‑es szektorból 4 gabonát és 4 halat kapsz, ha van hely.</translation>
    </message>
    <message>
        <source>Up to N times, you may move your grain &lt;b&gt;or&lt;/b&gt; your fish marker one step &lt;b&gt;down&lt;/b&gt; (↓, −3 of that good) to receive &lt;b&gt;4 francs&lt;/b&gt;. You pick the good first, and all repetitions of one use take the same good. A marker can go down only as many times as there are rows below it.</source>
        <translation>Legfeljebb N-szer mozgathatod a gabona- &lt;b&gt;vagy&lt;/b&gt; a halszámlálódat egy mezővel &lt;b&gt;lefelé&lt;/b&gt; (↓, −3 az adott áruból), hogy &lt;b&gt;4 frankot&lt;/b&gt; kapj. Előbb kiválasztod az árut, és egy használat minden ismétlése ugyanazt az árut érinti. Egy áruszámláló csak annyiszor mozoghat lefelé, ahány sor van alatta.</translation>
    </message>
    <message>
        <source>Moves your wood marker &lt;b&gt;up-left&lt;/b&gt; (↖, +2 wood per step) N times: 2, 3 or 4 steps depending on the sector. Steps are lost once the marker reaches the left column or the top row.</source>
        <translation>A faszámlálódat N mezővel mozgatja &lt;b&gt;átlósan balra felfelé&lt;/b&gt; (↖, mezőnként +2 fa): szektortól függően 2, 3 vagy 4 mezővel. Amint az áruszámláló eléri a bal szélső oszlopot vagy a legfelső sort, a további mezők elvesznek.</translation>
    </message>
    <message>
        <source>Moves up to N &lt;b&gt;different&lt;/b&gt; markers one step &lt;b&gt;down-left&lt;/b&gt; each (↙, −4 of that good) and pays you &lt;b&gt;5 francs&lt;/b&gt; for each marker moved. Each marker may be chosen once, and only if it can really make the step. Used from sector ×4+ with all four goods, it brings 4 × 5 + 1 = 21 francs.</source>
        <translation>Legfeljebb N &lt;b&gt;különböző&lt;/b&gt; áruszámlálót mozgat egy-egy mezővel &lt;b&gt;átlósan balra lefelé&lt;/b&gt; (↙, −4 az adott áruból), és minden megmozdított áruszámlálóért &lt;b&gt;5 frankot&lt;/b&gt; fizet neked. Mindegyik áruszámláló egyszer választható, és csak akkor, ha valóban el tud mozdulni. A ×4+ szektorból mind a négy áruval használva 4 × 5 + 1 = 21 frankot hoz.</translation>
    </message>
    <message>
        <source>Gives you &lt;b&gt;3 francs for each point of the multiplier&lt;/b&gt;: 6 from sector ×2, 9 from ×3, 12 from ×4 and 13 from ×4+ with the bonus franc. It moves no markers, so it never wastes steps at an edge.</source>
        <translation>&lt;b&gt;A szorzó minden egysége után 3 frankot&lt;/b&gt; ad: a ×2‑es szektorból 6-ot, a ×3‑as szektorból 9-et, a ×4‑es szektorból 12-t, a ×4+ szektorból pedig a bónusz frankkal együtt 13-at. Áruszámlálót nem mozgat, így a raktár szélén sosem vész el mező.</translation>
    </message>
</context>
<context>
    <name>RuleTitles</name>
    <message>
        <source>Starting supplies</source>
        <translation>Kezdőfelszerelés</translation>
    </message>
    <message>
        <source>New buildings each round</source>
        <translation>Új épületek minden körben</translation>
    </message>
    <message>
        <source>Actions per round</source>
        <translation>Akciók körönként</translation>
    </message>
    <message>
        <source>Whose turn it is</source>
        <translation>Ki következik</translation>
    </message>
    <message>
        <source>One action per turn</source>
        <translation>Fordulónként egy akció</translation>
    </message>
    <message>
        <source>Passing only when stuck</source>
        <translation>Passz csak végszükségben</translation>
    </message>
    <message>
        <source>Ending your turn</source>
        <translation>A forduló befejezése</translation>
    </message>
    <message>
        <source>Unknown building</source>
        <translation>Ismeretlen épület</translation>
    </message>
    <message>
        <source>Reading the warehouse</source>
        <translation>A raktár leolvasása</translation>
    </message>
    <message>
        <source>Moving markers</source>
        <translation>Az áruszámlálók mozgatása</translation>
    </message>
    <message>
        <source>The edge of the warehouse</source>
        <translation>A raktár széle</translation>
    </message>
    <message>
        <source>What counts as food</source>
        <translation>Mi számít ételnek</translation>
    </message>
    <message>
        <source>Paying with markers</source>
        <translation>Fizetés áruszámlálókkal</translation>
    </message>
    <message>
        <source>No change</source>
        <translation>Nincs visszajáró</translation>
    </message>
    <message>
        <source>The right goods</source>
        <translation>A megfelelő áruk</translation>
    </message>
    <message>
        <source>Paying francs</source>
        <translation>Fizetés frankkal</translation>
    </message>
    <message>
        <source>Paying each repetition</source>
        <translation>Fizetés ismétlésenként</translation>
    </message>
    <message>
        <source>What you can build</source>
        <translation>Mit építhetsz fel</translation>
    </message>
    <message>
        <source>Paying the build cost</source>
        <translation>Az építési költség kifizetése</translation>
    </message>
    <message>
        <source>Where new buildings go</source>
        <translation>Hová kerülnek az új épületek</translation>
    </message>
    <message>
        <source>Lock buildings</source>
        <translation>Lakatszimbólumos épületek</translation>
    </message>
    <message>
        <source>Only built buildings</source>
        <translation>Csak felépített épületek</translation>
    </message>
    <message>
        <source>No use from sector 0</source>
        <translation>Nincs használat a 0‑s szektorból</translation>
    </message>
    <message>
        <source>Using your opponent&apos;s building</source>
        <translation>Az ellenfeled épületének használata</translation>
    </message>
    <message>
        <source>The sector multiplier</source>
        <translation>A szektor szorzója</translation>
    </message>
    <message>
        <source>Bonus franc at ×4+</source>
        <translation>Bónusz frank a ×4+ szektorban</translation>
    </message>
    <message>
        <source>Back to sector 0</source>
        <translation>Vissza a 0‑s szektorba</translation>
    </message>
    <message>
        <source>How many repetitions</source>
        <translation>Az ismétlések száma</translation>
    </message>
    <message>
        <source>Choices when using</source>
        <translation>Választási lehetőségek használatkor</translation>
    </message>
    <message>
        <source>One good for all</source>
        <translation>Egy áru kapja az összeset</translation>
    </message>
    <message>
        <source>Steps shared freely</source>
        <translation>Szabadon elosztható mezők</translation>
    </message>
    <message>
        <source>Different markers each</source>
        <translation>Különböző áruszámlálók</translation>
    </message>
    <message>
        <source>Selling your buildings</source>
        <translation>Az épületeid eladása</translation>
    </message>
    <message>
        <source>Half the value</source>
        <translation>Az érték fele</translation>
    </message>
    <message>
        <source>Selling after your action</source>
        <translation>Eladás az akció után</translation>
    </message>
    <message>
        <source>The wheels turn</source>
        <translation>A játéktáblák mutatói fordulnak</translation>
    </message>
    <message>
        <source>Forced sale</source>
        <translation>Kényszerértékesítés</translation>
    </message>
    <message>
        <source>Final scoring</source>
        <translation>Végső pontozás</translation>
    </message>
    <message>
        <source>Factory values</source>
        <translation>A gyárak értéke</translation>
    </message>
    <message>
        <source>Dock value</source>
        <translation>A Kikötő értéke</translation>
    </message>
    <message>
        <source>Equal scores</source>
        <translation>Pontegyenlőség</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>A játék véget ért</translation>
    </message>
    <message>
        <source>Clay Mound: clay right</source>
        <translation>Agyagdomb: agyag jobbra</translation>
    </message>
    <message>
        <source>Smokehouse: fish up-left</source>
        <translation>Füstölőüzem: hal átlósan balra felfelé</translation>
    </message>
    <message>
        <source>Grocery Store: francs and food</source>
        <translation>Élelmiszerbolt: frank és étel</translation>
    </message>
    <message>
        <source>Hardware Store: wood or clay</source>
        <translation>Építőanyag-kereskedés: fa vagy agyag</translation>
    </message>
    <message>
        <source>Wood Company: wood right</source>
        <translation>Faipari vállalat: fa jobbra</translation>
    </message>
    <message>
        <source>Farm: grain up-right</source>
        <translation>Tanya: gabona átlósan jobbra felfelé</translation>
    </message>
    <message>
        <source>Farmland: grain, wood, clay</source>
        <translation>Gazdaság: gabona, fa, agyag</translation>
    </message>
    <message>
        <source>Kiln: clay up-left</source>
        <translation>Égetőkemence: agyag átlósan balra felfelé</translation>
    </message>
    <message>
        <source>Bakehouse: grain up-left</source>
        <translation>Sütöde: gabona átlósan balra felfelé</translation>
    </message>
    <message>
        <source>Wood Trader: buy wood</source>
        <translation>Fakereskedés: fa vásárlása</translation>
    </message>
    <message>
        <source>Restaurant: food for francs</source>
        <translation>Étterem: frank ételért</translation>
    </message>
    <message>
        <source>Fish Market: buy fish</source>
        <translation>Halpiac: hal vásárlása</translation>
    </message>
    <message>
        <source>Building Firm: wood and clay</source>
        <translation>Építőüzem: fa és agyag</translation>
    </message>
    <message>
        <source>Marketplace: free right steps</source>
        <translation>Piac: szabadon elosztható mezők jobbra</translation>
    </message>
    <message>
        <source>Church Square: grain and fish</source>
        <translation>Templom tér: gabona és hal</translation>
    </message>
    <message>
        <source>Weekly Market: sell food</source>
        <translation>Heti piac: étel eladása</translation>
    </message>
    <message>
        <source>Sawmill: wood up-left</source>
        <translation>Fűrészmalom: fa átlósan balra felfelé</translation>
    </message>
    <message>
        <source>Masons Guild: several goods</source>
        <translation>Kőműves céh: több különböző áru</translation>
    </message>
    <message>
        <source>Business Office: goods for francs</source>
        <translation>Üzlethelyiség: frank árukért</translation>
    </message>
    <message>
        <source>Craftsmen&apos;s Yard: free up-left</source>
        <translation>Iparos udvar: szabadon elosztható mezők átlósan balra felfelé</translation>
    </message>
    <message>
        <source>Shipping Line: francs</source>
        <translation>Hajózási társaság: frank</translation>
    </message>
    <message>
        <source>Pier: many right steps</source>
        <translation>Rakpart: sok mező jobbra</translation>
    </message>
    <message>
        <source>Fish Factory: fish value</source>
        <translation>Halfeldolgozó üzem: értéke a hal szerint</translation>
    </message>
    <message>
        <source>Guild Hall: several goods up-right</source>
        <translation>Céhház: több áru átlósan jobbra felfelé</translation>
    </message>
    <message>
        <source>Town Hall: a fixed value</source>
        <translation>Városháza: rögzített érték</translation>
    </message>
    <message>
        <source>Zoo: a fixed value</source>
        <translation>Állatkert: rögzített érték</translation>
    </message>
    <message>
        <source>Pont de Normandie: the great bridge</source>
        <translation>Normandia híd: a nagy híd</translation>
    </message>
    <message>
        <source>Wood Factory: wood value</source>
        <translation>Fafeldolgozó üzem: értéke a fa szerint</translation>
    </message>
    <message>
        <source>Dock: bonus for factories</source>
        <translation>Kikötő: bónusz a gyárakért</translation>
    </message>
    <message>
        <source>Grain Silo: grain value</source>
        <translation>Gabonasiló: értéke a gabona szerint</translation>
    </message>
    <message>
        <source>Brick Factory: clay value</source>
        <translation>Téglagyár: értéke az agyag szerint</translation>
    </message>
</context>
<context>
    <name>RuleTopics</name>
    <message>
        <source>Setting up</source>
        <translation>A játék előkészítése</translation>
    </message>
    <message>
        <source>Rounds and turns</source>
        <translation>Körök és fordulók</translation>
    </message>
    <message>
        <source>The warehouse</source>
        <translation>A raktár</translation>
    </message>
    <message>
        <source>Paying</source>
        <translation>Fizetés</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>Építés</translation>
    </message>
    <message>
        <source>Using buildings</source>
        <translation>Épületek használata</translation>
    </message>
    <message>
        <source>Selling</source>
        <translation>Eladás</translation>
    </message>
    <message>
        <source>End of a round</source>
        <translation>A kör vége</translation>
    </message>
    <message>
        <source>End of the game and scoring</source>
        <translation>A játék vége és a pontozás</translation>
    </message>
    <message>
        <source>Buildings A–C</source>
        <translation>A–C épületek</translation>
    </message>
    <message>
        <source>Buildings D–G</source>
        <translation>D–G épületek</translation>
    </message>
    <message>
        <source>Buildings H–L</source>
        <translation>H–L épületek</translation>
    </message>
</context>
<context>
    <name>RulesReference</name>
    <message>
        <source>Rules reference</source>
        <translation>Szabálygyűjtemény</translation>
    </message>
    <message>
        <source>Search the rules…</source>
        <translation>Keresés a szabályokban…</translation>
    </message>
    <message>
        <source>The game in brief</source>
        <translation>A játék röviden</translation>
    </message>
    <message>
        <source>Component data: printed and reconstructed</source>
        <translation>Játékelem-adatok: nyomtatott és rekonstruált</translation>
    </message>
    <message>
        <source>How this edition reads the rules</source>
        <translation>Hogyan értelmezi a szabályokat ez a kiadás</translation>
    </message>
    <message>
        <source>This game was started under an earlier version of the rules (revision 1) and keeps its way of paying repeated food costs: the food for all repetitions of the Restaurant or the Wood Trader is paid together, as one sum with no change, not repetition by repetition. New games pay each repetition on its own.</source>
        <translation>Ez a játék a szabályok egy korábbi verziójával (1. szabályváltozat) indult, és megtartja az ismételt ételköltségek akkori fizetési módját: az Étterem vagy a Fakereskedés összes ismétlésének ételét együtt, egy összegben, visszajáró nélkül kell kifizetni, nem ismétlésenként külön. Az új játékokban minden ismétlést külön kell kifizetni.</translation>
    </message>
    <message>
        <source>Enters in round</source>
        <translation>Játékba kerül (kör)</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Költség</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Érték</translation>
    </message>
    <message>
        <source>On the tile</source>
        <translation>A lapkán</translation>
    </message>
    <message>
        <source>printed</source>
        <translation>nyomtatott</translation>
    </message>
    <message>
        <source>reconstructed</source>
        <translation>rekonstruált</translation>
    </message>
    <message>
        <source>The rulebooks give every rule and what every building does, but not most of the costs and values printed on the tiles, nor the size of the warehouse. For those numbers this edition uses a documented reconstruction, and each number below is marked &lt;i&gt;printed&lt;/i&gt; or &lt;i&gt;reconstructed&lt;/i&gt;.</source>
        <translation>A szabálykönyv minden szabályt és minden épület hatását megadja, a lapkákra nyomtatott költségek és értékek többségét, valamint a raktár méretét azonban nem. Ezekre a számokra ez a kiadás dokumentált rekonstrukciót használ, és alább minden szám meg van jelölve: &lt;i&gt;nyomtatott&lt;/i&gt; vagy &lt;i&gt;rekonstruált&lt;/i&gt;.</translation>
    </message>
    <message>
        <source>The goal</source>
        <translation>A játék célja</translation>
    </message>
    <message>
        <source>Over twelve rounds, A to L, you and your opponent build up an inland port. You build buildings and use them to gain goods (fish, clay, wood and grain) and francs. At the end each player adds their francs to the value of the buildings they own, and the higher total wins.</source>
        <translation>Tizenkét körön át, A-tól L-ig, te és az ellenfeled egy kikötővárost építetek fel. Épületeket építesz, és használatukkal árut (halat, agyagot, fát és gabonát) meg frankot szerzel. A játék végén minden játékos összeadja a frankjait és a birtokában lévő épületek értékét, és a nagyobb összeg nyer.</translation>
    </message>
    <message>
        <source>A round</source>
        <translation>Egy kör</translation>
    </message>
    <message>
        <source>Each round begins with its new buildings joining the supply. Then the players take turns, one action each, until the round&apos;s actions are used up: only a few in the first rounds, more later. When the last turn of the round ends, both wheels turn, and every building on them moves one sector on.</source>
        <translation>Minden kör azzal kezdődik, hogy az új épületei bekerülnek a készletbe. Ezután a játékosok felváltva következnek, fordulónként egy akcióval, amíg a kör akciói el nem fogynak: az első körökben csak néhány van, később több. Amikor a kör utolsó fordulója véget ér, mindkét játéktábla elfordul, és minden rajtuk álló épület egy szektorral továbblép.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>A fordulód</translation>
    </message>
    <message>
        <source>On your turn you take one action: you build a building from the supply and pay its cost, or you use a building on a wheel, one of yours for free or one of your opponent&apos;s for a fee. Before or after the action you may sell your own buildings for half their value. Then you end your turn.</source>
        <translation>A fordulódban egy akciót hajtasz végre: felépítesz egy épületet a készletből, és kifizeted a költségét, vagy használsz egy játéktáblán álló épületet, a sajátodat ingyen, az ellenfeledét használati díjért. Az akció előtt vagy után eladhatod saját épületeidet az értékük feléért. Ezután befejezed a fordulódat.</translation>
    </message>
    <message>
        <source>Goods and buildings</source>
        <translation>Áruk és épületek</translation>
    </message>
    <message>
        <source>Your goods are markers on the grid of your warehouse: buildings move them to give you goods, and you pay by moving them back. A building on a wheel grows stronger the longer it waits there, but one that waits too long reaches the sale sector and is sold.</source>
        <translation>Az áruid áruszámlálók a raktárad rácsán: az épületek mozgatják őket, hogy árut adjanak, te pedig úgy fizetsz, hogy visszalépteted őket. Egy játéktáblán álló épület annál erősebb, minél tovább vár ott, de ha túl sokáig vár, az eladási szektorba ér, és el kell adni.</translation>
    </message>
    <message>
        <source>Read more:</source>
        <translation>Bővebben:</translation>
    </message>
    <message>
        <source>All topics</source>
        <translation>Minden téma</translation>
    </message>
    <message>
        <source>No page of the rules mentions «{words}».</source>
        <translation>A szabályok egyik oldala sem említi ezt: „{words}”.</translation>
    </message>
    <message>
        <source>If you own the printed game, enter its numbers in {editor}: each number you enter counts as printed. They are kept in the file {path}, which can also be written by hand, for example {example}; an entry the program cannot read is reported when the game starts and the built-in value is used instead.</source>
        <translation>Ha megvan a nyomtatott játék, a számait itt írhatod be: {editor}; minden beírt szám nyomtatottnak számít. A program ebben a fájlban tartja őket: {path}, amely kézzel is megírható, például így: {example}. Ha egy bejegyzést a program nem tud beolvasni, a játék indításakor jelzi, és helyette a beépített értéket használja.</translation>
    </message>
    <message>
        <source>Game ▸ Component data…</source>
        <translation>Játék ▸ Játékelem-adatok…</translation>
    </message>
    <message>
        <source>Warehouse: {rows} rows × {cols} columns, 0 to {top} of each good.</source>
        <translation>Raktár: {rows} sor × {cols} oszlop, minden áruból 0 és {top} között.</translation>
    </message>
    <message>
        <source>{reconstructed} of {total} have reconstructed numbers.</source>
        <extracomment>{reconstructed}: an amount of buildings (&quot;28 buildings&quot;), {total}: a bare number (31).</extracomment>
        <translation>Rekonstruált számokkal szerepel: {reconstructed} (összesen {total}).</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Kör</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>Épület</translation>
    </message>
</context>
<context>
    <name>SeatWords</name>
    <message>
        <source>{player} is thinking…</source>
        <translation>{player:The} gondolkodik…</translation>
    </message>
    <message>
        <source>{player} ({level}) is thinking…</source>
        <translation>{player:The} ({level}) gondolkodik…</translation>
    </message>
    <message>
        <source>The computer is playing: wait for its move, or undo to go back.</source>
        <translation>A gép játszik: várd meg a lépését, vagy lépj vissza a Visszavonás paranccsal.</translation>
    </message>
    <message>
        <source>The computer plays for {player}: wait for its move, or undo to go back.</source>
        <translation>{player:The} helyett a gép játszik: várd meg a lépését, vagy lépj vissza a Visszavonás paranccsal.</translation>
    </message>
    <message>
        <source>{player} plays on another computer: wait for their move.</source>
        <translation>{player:The} egy másik gépen játszik: várd meg, amíg lép.</translation>
    </message>
    <message>
        <source>{player} builds {building}</source>
        <translation>{player:The} felépíti {building:acc}</translation>
    </message>
    <message>
        <source>{player} uses {building}</source>
        <translation>{player:The} használja {building:acc}</translation>
    </message>
    <message>
        <source>This game names a computer level this program does not know ({level}), so {players} is played by a person.</source>
        <translation>Ez a játék olyan gépi szintet nevez meg ({level}), amelyet ez a program nem ismer, ezért {players:the} helyett ember játszik.</translation>
    </message>
    <message>
        <source>The computer could not choose a move. Let it try again?

No: a person plays this seat from now on; Game ▸ Players gives it back to the computer at any time.</source>
        <translation>A gép nem tudott lépést választani. Próbálja újra?

Nem: mostantól ember játszik ezen a helyen; a Játék ▸ Játékosok menüben bármikor visszaadhatod a gépnek.</translation>
    </message>
    <message>
        <source>The computer could not choose a move for {player}. Let it try again?

No: a person plays for {player} from now on; Game ▸ Players gives the seat back to the computer at any time.</source>
        <translation>A gép nem tudott lépést választani {player:the} helyett. Próbálja újra?

Nem: mostantól ember játszik {player:the} helyett; a Játék ▸ Játékosok menüben bármikor visszaadhatod a helyet a gépnek.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>The setting “{key}” in {file} cannot be “{value}”, so its default is used.</source>
        <translation>Érvénytelen érték a beállítások között ({file}): „{key}” nem lehet „{value}”, ezért az alapértelmezett érték érvényes.</translation>
    </message>
    <message>
        <source>{file} is not a regular file, so your settings are neither read from it nor saved to it: the defaults are used.</source>
        <translation>{file} nem közönséges fájl, ezért a program nem olvassa be belőle a beállításaidat, és nem is menti oda őket: az alapértelmezett értékek érvényesek.</translation>
    </message>
    <message>
        <source>{file} is too large to be a settings file, so it was not read and will not be replaced: the defaults are used.</source>
        <translation>{file} túl nagy ahhoz, hogy beállításfájl legyen, ezért a program nem olvasta be, és nem is írja felül: az alapértelmezett értékek érvényesek.</translation>
    </message>
    <message>
        <source>Your settings could not be read from {file} ({reason}): the defaults are used.</source>
        <translation>A beállításaidat nem sikerült beolvasni innen: {file} ({reason}); az alapértelmezett értékek érvényesek.</translation>
    </message>
    <message>
        <source>Your settings could not be saved to {file} ({reason}).</source>
        <translation>A beállításaidat nem sikerült ide menteni: {file} ({reason}).</translation>
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
        <source>Settings</source>
        <translation>Beállítások</translation>
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
        <source>{a} and {b} have an unfinished game (round {letter}, {turns} played). Continue it? If not, it is kept in Game ▸ Kept games.</source>
        <translation>{a:The} és {b:the} játéka befejezetlen ({letter}-kör, eddig {turns:acc} játszottak le). Folytatod? Ha nem, a Játék ▸ Félretett játékok közé kerül.</translation>
    </message>
    <message>
        <source>The unfinished game could not be kept for later ({reason}); its automatic save was kept as {file}.</source>
        <translation>A befejezetlen játékot nem sikerült félretenni ({reason}); az automatikus mentését a program {file} néven megőrizte.</translation>
    </message>
    <message>
        <source>The unfinished game of {a} and {b} is kept: Game ▸ Kept games continues it.</source>
        <translation>{a:The} és {b:the} befejezetlen játékát a program félretette: a Játék ▸ Félretett játékok menüből folytathatod.</translation>
    </message>
    <message>
        <source>The game of {a} and {b} (round {letter}, {turns} played) was kept for later. Continue it?</source>
        <translation>{a:The} és {b:the} játékát ({letter}-kör, eddig {turns:acc} játszottak le) a program félretette. Folytatod?</translation>
    </message>
    <message>
        <source>cannot open {file}: {problem}</source>
        <translation>{file} nem nyitható meg: {problem}</translation>
    </message>
    <message>
        <source>cannot use the position {file}: {problem}</source>
        <translation>a megadott állás nem használható ({file}): {problem}</translation>
    </message>
    <message>
        <source>Kept game</source>
        <translation>Félretett játék</translation>
    </message>
</context>
<context>
    <name>Symbols</name>
    <message>
        <source>Right</source>
        <translation>Jobbra</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Fel</translation>
    </message>
    <message>
        <source>Up and right</source>
        <translation>Jobbra fel</translation>
    </message>
    <message>
        <source>Up and left</source>
        <translation>Balra fel</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Balra</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Le</translation>
    </message>
    <message>
        <source>Down and left</source>
        <translation>Balra le</translation>
    </message>
    <message>
        <source>Down and right</source>
        <translation>Jobbra le</translation>
    </message>
    <message>
        <source>Goods</source>
        <translation>Áruk</translation>
    </message>
    <message>
        <source>Food</source>
        <translation>Étel</translation>
    </message>
    <message>
        <source>Francs</source>
        <translation>Frank</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Érték</translation>
    </message>
    <message>
        <source>N, the sector&apos;s multiplier</source>
        <translation>N, a szektor szorzója</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Mezők</translation>
    </message>
    <message>
        <source>N+1 steps</source>
        <translation>N+1 mező</translation>
    </message>
    <message>
        <source>One step more than the multiplier (N−1: one step fewer).</source>
        <translation>Eggyel több mező, mint a szorzó (N−1: eggyel kevesebb).</translation>
    </message>
    <message>
        <source>Up to N times</source>
        <translation>Legfeljebb N-szer</translation>
    </message>
    <message>
        <source>Pay, then get</source>
        <translation>Fizetsz, és kapsz</translation>
    </message>
    <message>
        <source>Or</source>
        <translation>Vagy</translation>
    </message>
    <message>
        <source>One of the two, as you choose.</source>
        <translation>A kettő közül az egyik, amelyiket választod.</translation>
    </message>
    <message>
        <source>And</source>
        <translation>És</translation>
    </message>
    <message>
        <source>Both together.</source>
        <translation>Mindkettő együtt.</translation>
    </message>
    <message>
        <source>Any goods</source>
        <translation>Bármely áru</translation>
    </message>
    <message>
        <source>Different markers</source>
        <translation>Különböző áruszámlálók</translation>
    </message>
    <message>
        <source>Up to N markers, each of a different good, move one step each.</source>
        <translation>Legfeljebb N áruszámláló, mindegyik más-más árué, egy-egy mezőt lép.</translation>
    </message>
    <message>
        <source>Warehouse edge</source>
        <translation>A raktár széle</translation>
    </message>
    <message>
        <source>Lock symbol</source>
        <translation>Lakatszimbólum</translation>
    </message>
    <message>
        <source>No function</source>
        <translation>Nincs hatása</translation>
    </message>
    <message>
        <source>Dock symbol</source>
        <translation>Kikötő-szimbólum</translation>
    </message>
    <message>
        <source>Value per good</source>
        <translation>Érték árunként</translation>
    </message>
    <message>
        <source>Value per Dock symbol</source>
        <translation>Érték Kikötő-szimbólumonként</translation>
    </message>
    <message>
        <source>Fish, clay, wood, grain. In a function, that good&apos;s marker moves; in a cost, you pay that good.</source>
        <translation>Hal, agyag, fa, gabona. Egy épület hatásában ennek az árunak a számlálója lép; egy költségben ezt az árut fizeted.</translation>
    </message>
    <message>
        <source>Half fish, half grain: each food is paid with a fish or a grain.</source>
        <translation>Fél hal, fél gabona: minden ételt egy hallal vagy egy gabonával fizetsz.</translation>
    </message>
    <message>
        <source>The number beside the coin: the francs you get or pay.</source>
        <translation>A frankjel melletti szám: ennyi frankot kapsz vagy fizetsz.</translation>
    </message>
    <message>
        <source>In francs: it counts in your wealth at the end; selling the building brings half.</source>
        <translation>Frankban: a játék végén beleszámít a vagyonodba; az épület eladásakor a felét kapod.</translation>
    </message>
    <message>
        <source>2, 3 or 4, from the building&apos;s sector on its owner&apos;s wheel; from ×4+ it is 4 and the user also gets 1 franc.</source>
        <translation>2, 3 vagy 4, aszerint, hogy az épület melyik szektorban áll a tulajdonosa játéktábláján; a ×4+ szektorban 4, és a használó még 1 frankot is kap.</translation>
    </message>
    <message>
        <source>The number after an arrow: how many steps. 3 steps right are 3 more of that good.</source>
        <translation>A nyíl utáni szám: hány mezőt lép az áruszámláló. 3 mező jobbra 3‑mal több abból az áruból.</translation>
    </message>
    <message>
        <source>As often as you choose, up to N times: each time, pay what stands before the thick arrow, get what follows.</source>
        <translation>Ahányszor akarod, legfeljebb N-szer: minden alkalommal kifizeted, ami a vastag nyíl előtt áll, és megkapod, ami utána jön.</translation>
    </message>
    <message>
        <source>Pay (or do) what stands before the thick arrow to get what follows it.</source>
        <translation>Fizesd ki (vagy tedd meg), ami a vastag nyíl előtt áll, és megkapod, ami utána jön.</translation>
    </message>
    <message>
        <source>Steps to share out among your markers as you like.</source>
        <translation>Mezők, amelyeket tetszés szerint osztasz el az áruszámlálóid között.</translation>
    </message>
    <message>
        <source>A step past the warehouse&apos;s last row or column is lost.</source>
        <translation>A raktár utolsó során vagy oszlopán túlra eső mező elvész.</translation>
    </message>
    <message>
        <source>Beside your board: never used, never sold by force; its value counts at the end.</source>
        <translation>A játéktáblád mellett áll: soha nem használható, kényszerértékesítés sem éri; a játék végén az értéke számít.</translation>
    </message>
    <message>
        <source>Nothing to do with it: only its value counts.</source>
        <translation>Nem lehet vele semmit csinálni: csak az értéke számít.</translation>
    </message>
    <message>
        <source>Each one you own raises your Dock&apos;s value.</source>
        <translation>Minden ilyen épületed növeli a Kikötőd értékét.</translation>
    </message>
    <message>
        <source>At the end: this many francs for each of that good in your warehouse.</source>
        <translation>A játék végén ennyi frank a raktáradban lévő minden egyes ilyen áruért.</translation>
    </message>
    <message>
        <source>At the end: this many francs for each building with the Dock symbol you own.</source>
        <translation>A játék végén ennyi frank minden Kikötő-szimbólumos épületedért.</translation>
    </message>
    <message>
        <source>Goods and money</source>
        <translation>Áruk és frankok</translation>
    </message>
    <message>
        <source>Counts that grow with the sector</source>
        <translation>A szektorral növekvő számok</translation>
    </message>
    <message>
        <source>Markers on your warehouse</source>
        <translation>Áruszámlálók a raktáradban</translation>
    </message>
    <message>
        <source>Paying and choosing</source>
        <translation>Fizetés és választás</translation>
    </message>
    <message>
        <source>Buildings kept for their value</source>
        <translation>Az értékükért megtartott épületek</translation>
    </message>
    <message>
        <source>Round track</source>
        <translation>Körsáv</translation>
    </message>
    <message>
        <source>Under each round&apos;s letter: its number of actions, and a dot in the colour of the player who starts it.</source>
        <translation>Minden kör betűje alatt: a kör akcióinak száma, és egy pötty annak a játékosnak a színében, aki a kört kezdi.</translation>
    </message>
    <message>
        <source>Beside a tile&apos;s value: the published tables lack this cost or value, so it is reconstructed. Click the mark to correct it.</source>
        <translation>Egy lapka értéke mellett: a kiadott táblázatok nem adják meg ezt a költséget vagy értéket, ezért rekonstruált. Kattints a jelre, és kijavíthatod.</translation>
    </message>
    <message>
        <source>Places to choose</source>
        <translation>Választható helyek</translation>
    </message>
    <message>
        <source>Green cells: where the marker may go in this choice. The hollow shape is the place proposed; drag it, or click a green cell.</source>
        <translation>Zöld mezők: a lehetőségek szerint ide kerülhet az áruszámláló. A körvonalas alak a javasolt hely; húzd el, vagy kattints egy zöld mezőre.</translation>
    </message>
    <message>
        <source>Reconstructed numbers</source>
        <translation>Rekonstruált számok</translation>
    </message>
    <message>
        <source>Each step: {change} of that good.</source>
        <translation>Mozgásonként {change} abból az áruból.</translation>
    </message>
    <message>
        <source>Played by the computer</source>
        <translation>A gép játszik</translation>
    </message>
    <message>
        <source>After a player&apos;s name: the computer plays for that player.</source>
        <translation>Egy játékos neve után: helyette a gép játszik.</translation>
    </message>
    <message>
        <source>On the table</source>
        <translation>Az asztalon</translation>
    </message>
    <message>
        <source>{title} (continued)</source>
        <translation>{title} (folytatás)</translation>
    </message>
    <message>
        <source>Symbols</source>
        <translation>Szimbólumok</translation>
    </message>
    <message>
        <source>Every tile says in pictures what its building does. Learn them here in a minute; on the table, point at a tile to read its whole sentence.</source>
        <translation>Minden lapka képekben mondja el, mit csinál az épülete. Itt egy perc alatt megtanulhatod őket; az asztalon mutass egy lapkára, és elolvashatod a teljes mondatát.</translation>
    </message>
    <message>
        <source>Reading a tile</source>
        <translation>Egy lapka olvasása</translation>
    </message>
    <message>
        <source>The symbols of the tiles</source>
        <translation>A lapkák szimbólumai</translation>
    </message>
</context>
<context>
    <name>TableArea</name>
    <message>
        <source>Teaching and game log</source>
        <translation>Oktatás és játéknapló</translation>
    </message>
    <message>
        <source>Teaching</source>
        <translation>Oktatás</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Játéknapló</translation>
    </message>
    <message>
        <source>Show or hide the side panels (F9)</source>
        <translation>Az oldalpanelek megjelenítése vagy elrejtése (F9)</translation>
    </message>
</context>
<context>
    <name>Teaching</name>
    <message>
        <source>Round {letter} begins. No new buildings enter this round; the unbuilt ones stay available.</source>
        <translation>Kezdődik {letter:art}-kör. Ebben a körben nem kerül játékba új épület; a fel nem épített épületek továbbra is elérhetők.</translation>
    </message>
    <message>
        <source>This round has {actions}: {start} takes {start_actions} and starts, {other} takes {other_actions}. Turns keep alternating across rounds, and every round has an odd number of actions, so the start player changes every round.</source>
        <extracomment>{start}, {other}: the two players (Player terms).</extracomment>
        <translation>Ebben a körben {actions} van: {start:the} kezd, és {start_actions:acc} hajt végre, {other:the} pedig {other_actions:acc}. A fordulók a körhatárokon át is váltakoznak, és minden körben páratlan számú akció van, így a kezdőjátékos minden körben változik.</translation>
    </message>
    <message>
        <source>{player} uses {owner}&apos;s {building}, which lies in sector {sector}: its main function works up to {times}, its extra function once. As it is the opponent&apos;s building, {player} first pays {owner} a fee of {fee}.</source>
        <translation>{player:The} használja {owner:the} {building:owned-acc}, amely {sector:art-adj} szektorban áll: a fő hatása legfeljebb {times:ins} érvényesül, a további hatása egyszer. Mivel ez az ellenfél épülete, {player:the} előbb {fee:acc} fizet {owner:dat} használati díjként.</translation>
    </message>
    <message>
        <source>{player} uses {owner}&apos;s {building}, which lies in sector {sector}: the grain marker goes {up} up-right and one step back down-left, so it ends {net} up-right. As it is the opponent&apos;s building, {player} first pays {owner} a fee of {fee}.</source>
        <translation>{player:The} használja {owner:the} {building:owned-acc}, amely {sector:art-adj} szektorban áll: a gabonaszámláló {up:acc} lép átlósan jobbra felfelé, majd egy mezőt vissza átlósan balra lefelé, így végül {net:acc} halad átlósan jobbra felfelé. Mivel ez az ellenfél épülete, {player:the} előbb {fee:acc} fizet {owner:dat} használati díjként.</translation>
    </message>
    <message>
        <source>{player} uses {owner}&apos;s {building}, which lies in sector {sector}: its function works up to {times}. As it is the opponent&apos;s building, {player} first pays {owner} a fee of {fee}.</source>
        <translation>{player:The} használja {owner:the} {building:owned-acc}, amely {sector:art-adj} szektorban áll: a hatása legfeljebb {times:ins} érvényesül. Mivel ez az ellenfél épülete, {player:the} előbb {fee:acc} fizet {owner:dat} használati díjként.</translation>
    </message>
    <message>
        <source>{player} uses {building} from sector {sector}: its main function works up to {times}, its extra function once.</source>
        <translation>{player:The} használja {building:acc} {sector:art-adj} szektorban: a fő hatása legfeljebb {times:ins} érvényesül, a további hatása egyszer.</translation>
    </message>
    <message>
        <source>{player} uses {building} from sector {sector}: the grain marker goes {up} up-right and one step back down-left, so it ends {net} up-right.</source>
        <translation>{player:The} használja {building:acc} {sector:art-adj} szektorban: a gabonaszámláló {up:acc} lép átlósan jobbra felfelé, majd egy mezőt vissza átlósan balra lefelé, így végül {net:acc} halad átlósan jobbra felfelé.</translation>
    </message>
    <message>
        <source>{player} uses {building} from sector {sector}: its function works up to {times}.</source>
        <translation>{player:The} használja {building:acc} {sector:art-adj} szektorban: a hatása legfeljebb {times:ins} érvényesül.</translation>
    </message>
    <message>
        <source>Repetition {repetition}: {player} pays with {good:ins}: the {marker} moves from {start} to {end} by paying moves (left pays 1, down 3, down-left 4), which gives {amount}.</source>
        <translation>{repetition:Art-ord} ismétlésben {player:the} {good:ins} fizet: {marker:the} fizető mozgásokkal (balra: 1, lefelé: 3, átlósan balra lefelé: 4) {start:del} {end:sub} kerül, ez összesen {amount}.</translation>
    </message>
    <message>
        <source>{player} pays with {good:ins}: the {marker} moves from {start} to {end} by paying moves (left pays 1, down 3, down-left 4), which gives {amount}.</source>
        <translation>{player:The} {good:ins} fizet: {marker:the} fizető mozgásokkal (balra: 1, lefelé: 3, átlósan balra lefelé: 4) {start:del} {end:sub} kerül, ez összesen {amount}.</translation>
    </message>
    <message>
        <source>{player}&apos;s {marker} loses {steps} {direction}: a marker stops at the edge of the warehouse, and a diagonal step is lost as soon as either its row or its column runs out.</source>
        <translation>{player:The} {marker:owned} {direction} haladva eléri a raktár szélét, és {steps:acc} nem tud megtenni: átlósan egy mezőt sem léphet tovább, ha akár a sora, akár az oszlopa elfogy.</translation>
    </message>
    <message>
        <source>{player}&apos;s {marker} loses {steps} {direction}: a marker stops at the edge of the warehouse, and the steps beyond it are lost.</source>
        <translation>{player:The} {marker:owned} {direction} haladva eléri a raktár szélét, és {steps:acc} nem tud megtenni: az áruszámláló nem léphet túl a raktár szélén.</translation>
    </message>
    <message>
        <source>{player}&apos;s {building} reaches the sale sector and is sold at once: half of its value, {value}, gives {amount}. It returns to the supply.</source>
        <translation>{player:The} {building:owned} eléri az eladási szektort, ezért azonnal el kell adni: {player:the} {amount:acc} kap érte, az értékének ({value}) a felét. Az épület visszakerül a készletbe.</translation>
    </message>
    <message>
        <source>{player} sells {building} after the action, for half of its value ({value}): {amount}. Sales may come before or after the action, and the turn goes on until its player ends it. The building returns to the supply, and either player may build it again.</source>
        <translation>{player:The} az akciója után eladja {building:acc}, és {amount:acc} kap érte, az értékének ({value}) a felét. Eladni az akció előtt és után is lehet, és a forduló addig tart, amíg a soron lévő játékos be nem fejezi. Az épület visszakerül a készletbe, és bármelyik játékos újra felépítheti.</translation>
    </message>
    <message>
        <source>{player} builds {building} for {cost}. It goes to sector 0 of the builder&apos;s own wheel, just clockwise of the pointer, so it can be used from the next round on.</source>
        <translation>{player:The} {cost:acc} fizet, és felépíti {building:acc}. Az épület {player:the} játéktáblájára kerül, a 0‑s szektorba, az óramutató járása szerint közvetlenül a mutató mellé, így a következő körtől kezdve használható.</translation>
    </message>
    <message>
        <source>Round {letter} begins, and {names} enters the supply. Buildings that entered earlier and were not built stay available.</source>
        <translation>Kezdődik {letter:art}-kör, és a készletbe kerül {names:the}. A korábban játékba került, de fel nem épített épületek továbbra is elérhetők.</translation>
    </message>
    <message>
        <source>Round {letter} begins, and {names} enter the supply. Buildings that entered earlier and were not built stay available.</source>
        <translation>Kezdődik {letter:art}-kör, és a készletbe kerül {names:the}. A korábban játékba került, de fel nem épített épületek továbbra is elérhetők.</translation>
    </message>
    <message>
        <source>Repetition {repetition}: the cost was {cost} and the payment gives {paid}, {lost} more than due. Each repetition is paid on its own and no change is given, so the extra is lost.</source>
        <translation>{repetition:Art-ord} ismétlésben a költség {cost} volt, a kifizetett mennyiség viszont {paid}, vagyis {lost:ins} több a szükségesnél. Minden ismétlést külön kell kifizetni, és nincs visszajáró, ezért a többlet elvész.</translation>
    </message>
    <message>
        <source>No change is given: the cost was {cost} and the payment gives {paid}, so the payment loses {lost}. This happens when the markers cannot pay the exact amount, or when you choose a dearer payment.</source>
        <translation>Nincs visszajáró: a költség {cost} volt, a kifizetett mennyiség viszont {paid}, így {lost} elvész. Ez akkor fordul elő, ha az áruszámlálókkal nem lehet pontosan a szükséges mennyiséget kifizetni, vagy ha a játékos drágább fizetési módot választ.</translation>
    </message>
    <message>
        <source>{player} pays {amount} to the bank; coins are always changed, so francs are paid exactly.</source>
        <translation>{player:The} {amount:acc} fizet a banknak; a bank mindig visszaad, így frankban mindig pontosan lehet fizetni.</translation>
    </message>
    <message>
        <source>{player} pays {amount} to the bank for the repetitions chosen.</source>
        <translation>{player:The} a választott ismétlésekért {amount:acc} fizet a banknak.</translation>
    </message>
    <message>
        <source>{player} receives {amount} from the building&apos;s function and now has {total}.</source>
        <translation>{player:The} {amount:acc} kap az épület hatásából, és most {total} van nála.</translation>
    </message>
    <message>
        <source>{player}: the {marker} moves {steps} {direction}: {start} → {end}.</source>
        <translation>{player:The} {marker:owned} {steps:acc} lép {direction}: {start} → {end}.</translation>
    </message>
    <message>
        <source>{player} gave the {marker} more steps {direction} than it has room for, so it loses {steps} at the edge of the warehouse. That is allowed; a lost step simply does nothing.</source>
        <translation>{player:The} {direction} több mezőt szánt {marker:gen}, mint amennyi elfér, ezért az a raktár szélén megáll, és {steps:acc} nem tud megtenni. Ez megengedett: ami nem fér el, egyszerűen elvész.</translation>
    </message>
    <message>
        <source>After the use, {building} goes back to sector 0 of its owner&apos;s wheel ({owner}): nobody can use it again this round.</source>
        <translation>Használat után {building:the} visszakerül {owner:the} játéktáblájának 0‑s szektorába: ebben a körben már senki sem használhatja.</translation>
    </message>
    <message>
        <source>{a}: {a_francs} and buildings worth {a_buildings}, in all {a_total}. {b}: {b_francs} and buildings worth {b_buildings}, in all {b_total}. Equal wealth: the game is a draw. Play a rematch with the boards swapped.</source>
        <translation>{a:The} vagyona: {a_francs} készpénz és {a_buildings} értékű épületek, összesen {a_total}. {b:The} vagyona: {b_francs} készpénz és {b_buildings} értékű épületek, összesen {b_total}. Egyenlő a vagyonuk: a játék döntetlen. Játsszatok visszavágót felcserélt játéktáblákkal.</translation>
    </message>
    <message>
        <source>{a}: {a_francs} and buildings worth {a_buildings}, in all {a_total}. {b}: {b_francs} and buildings worth {b_buildings}, in all {b_total}. {winner} is the wealthier and wins.</source>
        <translation>{a:The} vagyona: {a_francs} készpénz és {a_buildings} értékű épületek, összesen {a_total}. {b:The} vagyona: {b_francs} készpénz és {b_buildings} értékű épületek, összesen {b_total}. {winner:The} a gazdagabb, így ő nyer.</translation>
    </message>
    <message>
        <source>{player} ends the turn: the action and any sales after it are done. {next} plays next; round {letter} still has {left} to come.</source>
        <translation>{player:The} befejezi a fordulóját: az akció és az utána következő esetleges eladások lezárultak. Most {next:the} következik; {letter:art}-körben még {left} van hátra.</translation>
    </message>
    <message>
        <source>{player} ends the turn. It was the last turn of the game: the wheels turn one last time, and the scores are counted.</source>
        <translation>{player:The} befejezi a fordulóját. Ez volt a játék utolsó fordulója: a játéktáblák mutatói még egyszer utoljára elfordulnak, és következik a pontozás.</translation>
    </message>
    <message>
        <source>{player} ends the turn. It was the last turn of round {letter}, so the round ends now: the wheels turn, and {next} opens round {next_letter}.</source>
        <translation>{player:The} befejezi a fordulóját. Ez volt {letter:art}-kör utolsó fordulója, így a kör most véget ér: a játéktáblák mutatói továbbfordulnak, és {next_letter:art}-kört {next:the} kezdi.</translation>
    </message>
    <message>
        <source>Round L is over. The pointers turn one last time: every building on a wheel moves one sector on, and those reaching the sale sector are sold before the scoring.</source>
        <translation>Véget ért az L-kör. A mutatók utoljára fordulnak el: a játéktáblákon minden épület egy szektorral továbblép, és amelyik eléri az eladási szektort, azt a pontozás előtt el kell adni.</translation>
    </message>
    <message>
        <source>{player}&apos;s {building} reaches the sale sector and is sold at once: half of its value, {value}, gives {amount}. It returns to the supply. The value is odd, so half of it is rounded down.</source>
        <translation>{player:The} {building:owned} eléri az eladási szektort, ezért azonnal el kell adni: {player:the} {amount:acc} kap érte, az értékének ({value}) a felét. Az épület visszakerül a készletbe. Az érték páratlan, ezért a felét lefelé kell kerekíteni.</translation>
    </message>
    <message>
        <source>{player} sells {building} after the action, for half of its value ({value}): {amount}. Sales may come before or after the action, and the turn goes on until its player ends it. The building returns to the supply, and either player may build it again. The value is odd, so half of it is rounded down.</source>
        <translation>{player:The} az akciója után eladja {building:acc}, és {amount:acc} kap érte, az értékének ({value}) a felét. Eladni az akció előtt és után is lehet, és a forduló addig tart, amíg a soron lévő játékos be nem fejezi. Az épület visszakerül a készletbe, és bármelyik játékos újra felépítheti. Az érték páratlan, ezért a felét lefelé kell kerekíteni.</translation>
    </message>
    <message>
        <source>{player} sells {building} for half of its value ({value}): {amount}. It returns to the supply, and either player may build it again. The value is odd, so half of it is rounded down.</source>
        <translation>{player:The} eladja {building:acc}, és {amount:acc} kap érte, az értékének ({value}) a felét. Az épület visszakerül a készletbe, és bármelyik játékos újra felépítheti. Az érték páratlan, ezért a felét lefelé kell kerekíteni.</translation>
    </message>
    <message>
        <source>{player} sells {building} for half of its value ({value}): {amount}. It returns to the supply, and either player may build it again.</source>
        <translation>{player:The} eladja {building:acc}, és {amount:acc} kap érte, az értékének ({value}) a felét. Az épület visszakerül a készletbe, és bármelyik játékos újra felépítheti.</translation>
    </message>
    <message>
        <source>{player} builds {building} for {cost}. It has no function, so it lies beside the board as a lock building: it is never used, never moves through the sectors and is never sold by force.</source>
        <translation>{player:The} {cost:acc} fizet, és felépíti {building:acc}. Az épületnek nincs hatása, ezért lakatszimbólumos épületként a játéktábla mellé kerül: soha nem használható, nem halad végig a szektorokon, és kényszerértékesítés sem éri.</translation>
    </message>
    <message>
        <source>{player} pays the fee of {amount}, and it goes to the owner, {owner}: owning a building pays even when the opponent uses it.</source>
        <translation>{player:The} {amount:acc} fizet {owner:dat} használati díjként: egy épület akkor is hasznot hoz a tulajdonosának, ha az ellenfél használja.</translation>
    </message>
    <message>
        <source>Sector ×4+ gives {player} 1 bonus franc before the function works, so it can already pay for repetitions. It cannot pay the fee for an opponent&apos;s building, which is due first.</source>
        <translation>A ×4+ szektor miatt {player:the} 1 bónusz frankot kap, még mielőtt az épület hatása érvényesülne, így ebből már ismétléseket is fizethet. Az ellenfél épületének használati díját viszont nem lehet belőle fizetni, mert azt még előtte kell megfizetni.</translation>
    </message>
    <message>
        <source>Sector ×4+ gives {player} 1 bonus franc on top of what the building does. It cannot pay the fee for an opponent&apos;s building, which is due first.</source>
        <translation>A ×4+ szektor miatt {player:the} az épület hatásán felül 1 bónusz frankot kap. Az ellenfél épületének használati díját viszont nem lehet belőle fizetni, mert azt még előtte kell megfizetni.</translation>
    </message>
    <message>
        <source>{player} can afford no building and has none to use, so passes; selling is still allowed before the turn ends.</source>
        <translation>{player:The} egyetlen épületet sem tud megfizetni, és használni sem tud egyet sem, ezért passzol; a forduló vége előtt azonban még eladhat.</translation>
    </message>
    <message>
        <source>Round {letter} is over. Both pointers turn one sector counterclockwise, so every building on a wheel is now one sector further: 0 → ×2 → ×3 → ×4 → ×4+ → sale.</source>
        <translation>Véget ért {letter:art}-kör. Mindkét mutató egy szektorral elfordul az óramutató járásával ellentétes irányba, így a játéktáblákon minden épület egy szektorral továbbjut: 0 → ×2 → ×3 → ×4 → ×4+ → eladás.</translation>
    </message>
    <message>
        <source>Building {building} now costs {cost}. There are {ways}; the cheapest is shown, and you can drag the markers to choose another.</source>
        <translation>Most ennyibe kerül felépíteni {building:acc}: {cost}. Összesen {ways} van; a legolcsóbb látható, de az áruszámlálók húzásával másikat is választhatsz.</translation>
    </message>
    <message>
        <source>Building {building} now costs {cost}.</source>
        <translation>Most ennyibe kerül felépíteni {building:acc}: {cost}.</translation>
    </message>
    <message>
        <source>Using {building} now would do nothing for you: every step it gives would be lost at the edge of your warehouse, and it brings no franc. You may still use it, but it would waste your action.</source>
        <translation>Most hiába használnád {building:acc}: minden mozgása elveszne a raktárad szélén, és frankot sem hoz. Használhatod, de elpazarolnád vele az akciódat.</translation>
    </message>
    <message>
        <source>Using {building} now, from sector {sector} (N = {n}): it offers {choices}; here is the fullest one.</source>
        <translation>Ha most {sector:art-adj} szektorból használod {building:acc} (N = {n}), {choices:acc} kínál; itt a legtöbbet adó látható.</translation>
    </message>
    <message>
        <source>Using {building} now, from sector {sector} (N = {n}):</source>
        <translation>Ha most {sector:art-adj} szektorból használod {building:acc} (N = {n}):</translation>
    </message>
    <message>
        <source>This cell is in the row worth {row} and the column worth {col}: a marker here means {amount} of its good. On it now: {goods}.</source>
        <translation>A mező sorának értéke {row}, oszlopáé {col}: az itt álló áruszámláló az adott áruból {amount} egységet jelent. Most ezen a mezőn: {goods}.</translation>
    </message>
    <message>
        <source>This cell is in the row worth {row} and the column worth {col}: a marker here means {amount} of its good.</source>
        <translation>A mező sorának értéke {row}, oszlopáé {col}: az itt álló áruszámláló az adott áruból {amount} egységet jelent.</translation>
    </message>
    <message>
        <source>You are choosing how the {marker} pays. Each repetition pays its food on its own, one after the other, and none gives change; the green cells are where a legal sequence of payments can leave the marker. Paying moves go left (1), down (3) or down-left (4).</source>
        <translation>Azt választod ki, hogyan mozgatod fizetéskor {marker:acc}. Minden ismétlés ételét külön, egymás után kell kifizetni, és visszajáró egyiknél sincs; a zöld mezők azok, ahová szabályos fizetéssorozat után az áruszámláló kerülhet. Fizető mozgás balra (1), lefelé (3) vagy átlósan balra lefelé (4) lehetséges.</translation>
    </message>
    <message>
        <source>You are choosing how the {marker} pays. The green cells are where a legal payment can leave it: paying moves go left (1), down (3) or down-left (4), and the last move must be needed to reach the cost, since no change is given.</source>
        <translation>Azt választod ki, hogyan mozgatod fizetéskor {marker:acc}. A zöld mezőkre kerülhet szabályos fizetés után az áruszámláló: fizető mozgás balra (1), lefelé (3) vagy átlósan balra lefelé (4) lehetséges, és mivel visszajáró nincs, az utolsó mozgásnak is szükségesnek kell lennie a költség eléréséhez.</translation>
    </message>
    <message>
        <source>You are choosing where the building moves the {marker}. The green cells are where the building&apos;s steps can take it from here; steps beyond the edge would be lost.</source>
        <translation>Azt választod ki, hova mozgatja az épület {marker:acc}. A zöld mezők azok, ahová az épület innen eljuttathatja; ami a raktár szélén túlra vinné, elveszne.</translation>
    </message>
    <message>
        <source>This is the last action of round {letter}. After the use, {building} lies in sector 0 of its owner&apos;s wheel, and when {opponent} opens round {next_letter} it will lie in sector {sector}, usable at ×{n} for a fee of {fee}. To keep it from the opponent, choose “Confirm, keep turn open”, sell the building after the use for {price}, and then end the turn.</source>
        <translation>Ez {letter:art}-kör utolsó akciója. Használat után {building:the} a játéktáblád 0‑s szektorába kerül, és amikor {opponent:the} megkezdi {next_letter:art}-kört, már {sector:art-adj} szektorban lesz, ahonnan ×{n} szorzóval használható {fee} használati díj fejében. Hogy az ellenfél ne használhassa, válaszd a „Jóváhagyás, a forduló folytatódik” gombot, a használat után add el az épületet (ára: {price}), majd fejezd be a fordulódat.</translation>
    </message>
    <message>
        <source>{player}&apos;s turn is still open, and it is the last turn of round {letter}. When it ends, {opponent} opens round {next_letter} with {building} in sector {sector} of its owner&apos;s wheel and could use it at ×{n} for a fee of {fee}. Selling it now, before ending the turn, brings {price} and keeps it from the opponent.</source>
        <translation>{player:The} fordulója még nyitva van, és ez {letter:art}-kör utolsó fordulója. Ha véget ér, {opponent:the} kezdi {next_letter:art}-kört, és {building:the} ekkor {player:the} játéktáblájának {sector:art-adj} szektorában áll, így az ellenfél ×{n} szorzóval használhatja {fee} használati díj fejében. Ha most, a forduló befejezése előtt eladja, {price:acc} kap érte, és az ellenfél nem használhatja.</translation>
    </message>
</context>
<context>
    <name>TeachingPanel</name>
    <message>
        <source>This turn</source>
        <translation>Ez a forduló</translation>
    </message>
    <message>
        <source>Warehouse</source>
        <translation>Raktár</translation>
    </message>
    <message>
        <source>The computer&apos;s choice</source>
        <translation>A gép által választott lehetőség</translation>
    </message>
    <message>
        <source>Your choice</source>
        <translation>A választott lehetőség</translation>
    </message>
    <message>
        <source>Moving a marker</source>
        <translation>Áruszámláló mozgatása</translation>
    </message>
    <message>
        <source>Rule: {title}</source>
        <translation>Szabály: {title}</translation>
    </message>
    <message>
        <source>Well done!</source>
        <translation>Szép munka!</translation>
    </message>
    <message>
        <source>Leave the guided game</source>
        <translation>Kilépés a vezetett játékból</translation>
    </message>
    <message>
        <source>Skip this step</source>
        <translation>Lépés kihagyása</translation>
    </message>
    <message>
        <source>The game of {a} and {b} is kept for later.</source>
        <translation>{a:The} és {b:the} játékát a program félretette későbbre.</translation>
    </message>
    <message>
        <source>Back to that game</source>
        <translation>Vissza a félretett játékhoz</translation>
    </message>
    <message>
        <source>New to the game? Start the guided first game</source>
        <translation>Új vagy a játékban? Indítsd el a vezetett első játékot</translation>
    </message>
    <message>
        <source>The last action of the round</source>
        <translation>A kör utolsó akciója</translation>
    </message>
    <message>
        <source>What just happened</source>
        <translation>Mi történt az imént</translation>
    </message>
    <message>
        <source>Point at a building or a warehouse cell to see what it would do now.</source>
        <translation>Mutass egy épületre vagy egy raktármezőre, és megtudod, mit tenne most.</translation>
    </message>
</context>
<context>
    <name>TeachingSuggestion</name>
    <message>
        <source>The suggested move</source>
        <translation>A javasolt lépés</translation>
    </message>
    <message>
        <source>The computer suggests: {move}.</source>
        <translation>A gép javaslata: {move}.</translation>
    </message>
    <message>
        <source>Take the suggestion (Enter) puts the move on the table as your choice, to look at and then Confirm; Dismiss (Esc) clears it and leaves the turn to you.</source>
        <translation>A „Javaslat elfogadása” (Enter) választott lehetőségedként az asztalra teszi a lépést: megnézheted, majd a „Jóváhagyás” gombbal végrehajthatod; a „Bezárás” (Esc) eltünteti, és a döntés a tiéd marad.</translation>
    </message>
    <message>
        <source>Your action is done, so only selling your own buildings and ending the turn are left: the computer weighed whether a sale is worth more to you than the building kept.</source>
        <translation>Az akciódat már végrehajtottad, így csak saját épületeid eladása és a fordulód befejezése van hátra: a gép mérlegelte, hogy egy eladás többet ér-e neked, mint ha megtartod az épületet.</translation>
    </message>
    <message>
        <source>Why this move: the computer played each move on offer a few turns ahead and compared the final scores you can expect after it; this move came out best. Your final score is your francs plus the value of your buildings.</source>
        <translation>Miért ezt: a gép minden lehetséges lépést néhány fordulóval előre végigjátszott, és összevetette, milyen végeredményre számíthatsz utána; ez a lépés bizonyult a legjobbnak. A végeredményed a frankjaid és az épületeid értékének összege.</translation>
    </message>
    <message>
        <source>These scores are the search&apos;s estimates: good for comparing moves, not a promise.</source>
        <translation>Ezek a pontszámok a keresés becslései: a lépések összevetésére jók, nem ígéretek.</translation>
    </message>
    <message>
        <source>{player} has taken this turn&apos;s action: what is left is to sell some of their own buildings, if that is worth it, and to end the turn.</source>
        <translation>{player:The} már végrehajtotta ennek a fordulónak az akcióját: hátravan még néhány saját épület eladása, ha megéri, és a forduló befejezése.</translation>
    </message>
    <message>
        <source>It is {player}&apos;s turn: one action, either building a building from the supply or using a building on a wheel, with sales of their own buildings before it or after it if they like.</source>
        <translation>{player:The} következik: egy akció, vagyis egy épület felépítése a készletből vagy egy épület használata valamelyik játéktáblán, és ha akarja, saját épületek eladása előtte vagy utána.</translation>
    </message>
    <message>
        <source>Not sure what to do? Suggest a move ({key}) shows the move the computer would make, and this page explains why.</source>
        <translation>Nem tudod, mit lépj? A „Lépésjavaslat” ({key}) megmutatja, mit lépne a gép, ez az oldal pedig elmagyarázza, miért.</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>T&amp;heme</source>
        <translation>&amp;Téma</translation>
    </message>
    <message>
        <source>Follow the &amp;system</source>
        <translation>A &amp;rendszer szerint</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Világos</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Sötét</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>&amp;Nagy kontraszt</translation>
    </message>
</context>
<context>
    <name>Tiles</name>
    <message>
        <source>{per} per {good} in your warehouse at the end</source>
        <translation>a játék végén a raktáradban lévő minden {good} után {per} frank</translation>
    </message>
    <message>
        <source>{per} per building with the Dock symbol you own</source>
        <translation>{per} frank minden saját, Kikötő-szimbólumos épületed után</translation>
    </message>
    <message>
        <source>enters in round {letter}</source>
        <translation>{letter:art}-körben kerül játékba</translation>
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
        <translation>Lakatszimbólum: a játéktáblád mellé kerül, soha nem használható, és kényszerértékesítés sem éri.</translation>
    </message>
    <message>
        <source>Function: {summary}</source>
        <translation>Hatás: {summary}</translation>
    </message>
    <message>
        <source>N is the multiplier of the sector the building lies in: 2, 3 or 4; at ×4+ it is 4 and the user also gets 1 franc. A building in sector 0 cannot be used.</source>
        <translation>N annak a szektornak a szorzója, amelyben az épület áll: 2, 3 vagy 4; a ×4+ szektorban 4, és a használó még 1 frankot is kap. A 0‑s szektorban álló épület nem használható.</translation>
    </message>
    <message>
        <source>Dock symbol: it raises the value of the Dock.</source>
        <translation>Kikötő-szimbólum: növeli a Kikötő értékét.</translation>
    </message>
</context>
<context>
    <name>ToolRow</name>
    <message>
        <source>Rules reference</source>
        <translation>Szabálygyűjtemény</translation>
    </message>
</context>
<context>
    <name>Zoom</name>
    <message>
        <source>&amp;Zoom</source>
        <translation>Nag&amp;yítás</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Na&amp;gyobb</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>&amp;Kisebb</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>&amp;Eredeti méret</translation>
    </message>
    <message>
        <source>{what} ({keys})</source>
        <translation>{what} ({keys})</translation>
    </message>
</context>
</TS>
