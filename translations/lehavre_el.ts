<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="el_GR">
<context>
    <name>ActionBar</name>
    <message>
        <source>◀ Other choice</source>
        <translation>◀ Άλλη επιλογή</translation>
    </message>
    <message>
        <source>Previous choice (Page Up)</source>
        <translation>Προηγούμενη επιλογή (Page Up)</translation>
    </message>
    <message>
        <source>Other choice ▶</source>
        <translation>Άλλη επιλογή ▶</translation>
    </message>
    <message>
        <source>Next choice (Page Down)</source>
        <translation>Επόμενη επιλογή (Page Down)</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Επιβεβαίωση</translation>
    </message>
    <message>
        <source>Carry out the action (Enter)</source>
        <translation>Εκτέλεση της ενέργειας (Enter)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Ακύρωση</translation>
    </message>
    <message>
        <source>Drop this action (Esc)</source>
        <translation>Ακύρωση αυτής της ενέργειας (Esc)</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Πάσο</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>Row {row} + column +{col} = {amount}</source>
        <translation>Γραμμή {row} + στήλη +{col} = {amount}</translation>
    </message>
    <message>
        <source>Sale</source>
        <translation>Πώληση</translation>
    </message>
    <message>
        <source>Wealth: {n}</source>
        <translation>Πλούτος: {n}</translation>
    </message>
    <message>
        <source>{n} act.</source>
        <translation>{n} ενέρ.</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>Τράπεζα</translation>
    </message>
    <message>
        <source>Drag one of your buildings here to sell it for half its value</source>
        <translation>Σύρε εδώ ένα κτίριό σου για να το πουλήσεις στη μισή του αξία</translation>
    </message>
    <message>
        <source>Your turn · actions left: {n}</source>
        <translation>Σειρά σου · υπόλοιπες ενέργειες: {n}</translation>
    </message>
    <message>
        <source>Actions left this round: {n}</source>
        <translation>Υπόλοιπες ενέργειες γύρου: {n}</translation>
    </message>
</context>
<context>
    <name>BuildingSummaries</name>
    <message>
        <source>Clay → N+1 steps</source>
        <translation>Πηλός → N+1 βήματα</translation>
    </message>
    <message>
        <source>Fish ↖ N steps</source>
        <translation>Ψάρι ↖ N βήματα</translation>
    </message>
    <message>
        <source>N francs; grain → 1, fish → 1</source>
        <translation>N Φράγκα· Σιτάρι → 1, Ψάρι → 1</translation>
    </message>
    <message>
        <source>Wood or clay → N steps</source>
        <translation>Ξύλο ή Πηλός → N βήματα</translation>
    </message>
    <message>
        <source>Wood → N steps</source>
        <translation>Ξύλο → N βήματα</translation>
    </message>
    <message>
        <source>Grain ↗ N steps, then ↙ 1</source>
        <translation>Σιτάρι ↗ N βήματα, μετά ↙ 1</translation>
    </message>
    <message>
        <source>Grain → N; wood → 1, clay → 1</source>
        <translation>Σιτάρι → N· Ξύλο → 1, Πηλός → 1</translation>
    </message>
    <message>
        <source>Clay ↖ N steps</source>
        <translation>Πηλός ↖ N βήματα</translation>
    </message>
    <message>
        <source>Grain ↖ N steps</source>
        <translation>Σιτάρι ↖ N βήματα</translation>
    </message>
    <message>
        <source>Up to N×: 1 franc + 2 food → wood ↑ 1</source>
        <translation>Έως N×: 1 Φράγκο + 2 Φαγητά → Ξύλο ↑ 1</translation>
    </message>
    <message>
        <source>Up to N×: 1 food → 2 francs</source>
        <translation>Έως N×: 1 Φαγητό → 2 Φράγκα</translation>
    </message>
    <message>
        <source>Up to N×: 1 franc → fish ↗ 1</source>
        <translation>Έως N×: 1 Φράγκο → Ψάρι ↗ 1</translation>
    </message>
    <message>
        <source>Wood → N, clay → N</source>
        <translation>Ξύλο → N, Πηλός → N</translation>
    </message>
    <message>
        <source>N steps → on any markers</source>
        <translation>N βήματα → σε οποιουσδήποτε δείκτες</translation>
    </message>
    <message>
        <source>Grain → N, fish → N</source>
        <translation>Σιτάρι → N, Ψάρι → N</translation>
    </message>
    <message>
        <source>Up to N×: grain or fish ↓ 1 → 4 francs</source>
        <translation>Έως N×: Σιτάρι ή Ψάρι ↓ 1 → 4 Φράγκα</translation>
    </message>
    <message>
        <source>Wood ↖ N steps</source>
        <translation>Ξύλο ↖ N βήματα</translation>
    </message>
    <message>
        <source>N different markers ↖ 1</source>
        <translation>N διαφορετικοί δείκτες ↖ 1</translation>
    </message>
    <message>
        <source>N different markers ↙ 1, 5 francs each</source>
        <translation>N διαφορετικοί δείκτες ↙ 1, 5 Φράγκα ανά δείκτη</translation>
    </message>
    <message>
        <source>N+1 steps ↖ on any markers</source>
        <translation>N+1 βήματα ↖ σε οποιουσδήποτε δείκτες</translation>
    </message>
    <message>
        <source>3×N francs</source>
        <translation>3×N Φράγκα</translation>
    </message>
    <message>
        <source>N+2 steps → on any markers</source>
        <translation>N+2 βήματα → σε οποιουσδήποτε δείκτες</translation>
    </message>
    <message>
        <source>1 franc per fish at the end</source>
        <translation>1 Φράγκο ανά Ψάρι στο τέλος</translation>
    </message>
    <message>
        <source>N different markers ↗ 1</source>
        <translation>N διαφορετικοί δείκτες ↗ 1</translation>
    </message>
    <message>
        <source>No function</source>
        <translation>Χωρίς λειτουργία</translation>
    </message>
    <message>
        <source>1 franc per wood at the end</source>
        <translation>1 Φράγκο ανά Ξύλο στο τέλος</translation>
    </message>
    <message>
        <source>4 francs per Dock-symbol building</source>
        <translation>4 Φράγκα ανά κτίριο με σύμβολο Λιμανιού</translation>
    </message>
    <message>
        <source>1 franc per grain at the end</source>
        <translation>1 Φράγκο ανά Σιτάρι στο τέλος</translation>
    </message>
    <message>
        <source>1 franc per clay at the end</source>
        <translation>1 Φράγκο ανά Πηλό στο τέλος</translation>
    </message>
</context>
<context>
    <name>Buildings</name>
    <message>
        <source>Clay Mound</source>
        <translation>Σωρός Πηλού</translation>
    </message>
    <message>
        <source>Smokehouse</source>
        <translation>Πάστωμα Ψαριών</translation>
    </message>
    <message>
        <source>Grocery Store</source>
        <translation>Μανάβικο</translation>
    </message>
    <message>
        <source>Hardware Store</source>
        <translation>Κατάστημα Εργαλείων</translation>
    </message>
    <message>
        <source>Wood Company</source>
        <translation>Εταιρεία Ξυλείας</translation>
    </message>
    <message>
        <source>Farm</source>
        <translation>Φάρμα</translation>
    </message>
    <message>
        <source>Farmland</source>
        <translation>Αγρόκτημα</translation>
    </message>
    <message>
        <source>Kiln</source>
        <translation>Καμίνι</translation>
    </message>
    <message>
        <source>Bakehouse</source>
        <translation>Φούρνος</translation>
    </message>
    <message>
        <source>Wood Trader</source>
        <translation>Ξυλέμπορος</translation>
    </message>
    <message>
        <source>Restaurant</source>
        <translation>Εστιατόριο</translation>
    </message>
    <message>
        <source>Fish Market</source>
        <translation>Ψαραγορά</translation>
    </message>
    <message>
        <source>Building Firm</source>
        <translation>Κατασκευαστική</translation>
    </message>
    <message>
        <source>Marketplace</source>
        <translation>Αγορά</translation>
    </message>
    <message>
        <source>Church Square</source>
        <translation>Εκκλησία</translation>
    </message>
    <message>
        <source>Weekly Market</source>
        <translation>Λαϊκή Αγορά</translation>
    </message>
    <message>
        <source>Sawmill</source>
        <translation>Πριονιστήριο</translation>
    </message>
    <message>
        <source>Masons Guild</source>
        <translation>Συντεχνία των Κτιστών</translation>
    </message>
    <message>
        <source>Business Office</source>
        <translation>Εταιρικά Γραφεία</translation>
    </message>
    <message>
        <source>Craftsmen&apos;s Yard</source>
        <translation>Πλατεία των Τεχνιτών</translation>
    </message>
    <message>
        <source>Shipping Line</source>
        <translation>Ναυτιλιακή Εταιρία</translation>
    </message>
    <message>
        <source>Pier</source>
        <translation>Προβλήτα</translation>
    </message>
    <message>
        <source>Fish Factory</source>
        <translation>Εργοστάσιο Ψαριών</translation>
    </message>
    <message>
        <source>Guild Hall</source>
        <translation>Συντεχνία</translation>
    </message>
    <message>
        <source>Town Hall</source>
        <translation>Δημαρχείο</translation>
    </message>
    <message>
        <source>Zoo</source>
        <translation>Ζωολογικός Κήπος</translation>
    </message>
    <message>
        <source>Wood Factory</source>
        <translation>Εργοστάσιο Ξυλείας</translation>
    </message>
    <message>
        <source>Pont de Normandie</source>
        <translation>Γέφυρα της Νορμανδίας</translation>
    </message>
    <message>
        <source>Dock</source>
        <translation>Λιμάνι</translation>
    </message>
    <message>
        <source>Grain Silo</source>
        <translation>Αποθήκη Σιτηρών</translation>
    </message>
    <message>
        <source>Brick Factory</source>
        <translation>Εργοστάσιο Τούβλου</translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <source>No legal choice puts the {good} marker there.</source>
        <translation>{good}: καμία έγκυρη επιλογή δεν φέρνει τον δείκτη υλικού σε αυτή τη θέση.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Το παιχνίδι τελείωσε.</translation>
    </message>
    <message>
        <source>{player}, your turn: click a building in the supply to build it, or a building with a green frame on a wheel to use it.</source>
        <translation>{player}, σειρά σου: κάνε κλικ σε ένα διαθέσιμο κτίριο για να το κατασκευάσεις ή σε ένα κτίριο με πράσινο πλαίσιο πάνω σε ταμπλό για να το χρησιμοποιήσεις.</translation>
    </message>
    <message>
        <source>{player}, you can neither build nor use a building: please pass.</source>
        <translation>{player}, δεν μπορείς ούτε να κατασκευάσεις ούτε να χρησιμοποιήσεις κτίριο: πες πάσο.</translation>
    </message>
    <message>
        <source>Build {building}</source>
        <translation>Κατασκευή: {building}</translation>
    </message>
    <message>
        <source>Use {building}</source>
        <translation>Χρήση: {building}</translation>
    </message>
    <message>
        <source>Use {building} (your opponent&apos;s: 1 franc fee)</source>
        <translation>Χρήση: {building} (κτίριο του αντιπάλου: πληρώνεις 1 Φράγκο)</translation>
    </message>
    <message>
        <source>Nothing changes on your warehouse.</source>
        <translation>Τίποτα δεν αλλάζει στην Αποθήκη σου.</translation>
    </message>
    <message>
        <source>Your francs: {before} → {after}</source>
        <translation>Τα Φράγκα σου: {before} → {after}</translation>
    </message>
    <message>
        <source>Choice {i} of {n}: drag a marker with a yellow outline to another green cell, or use the choice buttons.</source>
        <translation>Επιλογή {i} από {n}: σύρε έναν δείκτη υλικού με κίτρινο περίγραμμα σε άλλη πράσινη θέση ή χρησιμοποίησε τα κουμπιά επιλογής.</translation>
    </message>
    <message>
        <source>Sell {building} for 1 franc</source>
        <translation>Πώληση: {building} για 1 Φράγκο</translation>
    </message>
    <message>
        <source>Sell {building} for {n} francs</source>
        <translation>Πώληση: {building} για {n} Φράγκα</translation>
    </message>
</context>
<context>
    <name>EndGameDialog</name>
    <message>
        <source>Final scores</source>
        <translation>Τελική βαθμολογία</translation>
    </message>
    <message>
        <source>A draw at {total}! Play a rematch with the boards swapped.</source>
        <translation>Ισοπαλία με {total}! Παίξτε ρεβάνς αλλάζοντας ταμπλό μεταξύ σας.</translation>
    </message>
    <message>
        <source>{winner} wins, {a} to {b}!</source>
        <translation>Κερδίζει {winner} με {a} έναντι {b}!</translation>
    </message>
    <message>
        <source>{name}: {total}</source>
        <translation>{name}: {total}</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Στοιχείο</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Πόντοι</translation>
    </message>
    <message>
        <source>Francs</source>
        <translation>Φράγκα</translation>
    </message>
    <message>
        <source>{building} (1 per good)</source>
        <translation>{building} (1 ανά μονάδα υλικού)</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Σύνολο</translation>
    </message>
    <message>
        <source>Wealth (francs + buildings) at each round&apos;s start</source>
        <translation>Πλούτος (Φράγκα + κτίρια) στην αρχή κάθε γύρου</translation>
    </message>
    <message>
        <source>Rematch, start player swapped</source>
        <translation>Ρεβάνς με αλλαγή αρχικού παίκτη</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Γύρος</translation>
    </message>
    <message>
        <source>Wealth</source>
        <translation>Πλούτος</translation>
    </message>
    <message>
        <source>{building} (per Dock-symbol building)</source>
        <translation>{building} (ανά κτίριο με σύμβολο Λιμανιού)</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Τέλος</translation>
    </message>
</context>
<context>
    <name>Goods</name>
    <message>
        <source>Fish</source>
        <translation>Ψάρι</translation>
    </message>
    <message>
        <source>Clay</source>
        <translation>Πηλός</translation>
    </message>
    <message>
        <source>Wood</source>
        <translation>Ξύλο</translation>
    </message>
    <message>
        <source>Grain</source>
        <translation>Σιτάρι</translation>
    </message>
    <message>
        <source>Food</source>
        <translation>Φαγητό</translation>
    </message>
    <message>
        <source>Francs</source>
        <translation>Φράγκα</translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message>
        <source>Round {letter}: no new buildings.</source>
        <translation>Γύρος {letter}: κανένα νέο κτίριο.</translation>
    </message>
    <message>
        <source>Round {letter}: new buildings: {names}.</source>
        <translation>Γύρος {letter}: νέα κτίρια: {names}.</translation>
    </message>
    <message>
        <source>{player} builds {building} (beside the board).</source>
        <translation>{player} κατασκευάζει το κτίριο {building} (δίπλα στο ταμπλό).</translation>
    </message>
    <message>
        <source>{player} builds {building}.</source>
        <translation>{player} κατασκευάζει το κτίριο {building}.</translation>
    </message>
    <message>
        <source>{player} uses {owner}&apos;s {building} from sector {sector}.</source>
        <translation>{player} χρησιμοποιεί το κτίριο {building} του αντιπάλου ({owner}) στο τμήμα {sector}.</translation>
    </message>
    <message>
        <source>{player} uses {building} from sector {sector}.</source>
        <translation>{player} χρησιμοποιεί το κτίριο {building} στο τμήμα {sector}.</translation>
    </message>
    <message>
        <source>No change: {paid} {part} paid for a cost of {cost}.</source>
        <translation>Δεν υπάρχουν ρέστα ({part}): πληρώνονται {paid} για κόστος {cost}.</translation>
    </message>
    <message>
        <source>{player} gets the bonus franc of sector 4+.</source>
        <translation>{player} παίρνει το επιπλέον Φράγκο του τμήματος 4+.</translation>
    </message>
    <message>
        <source>{player}&apos;s {good}: {start} → {end}.</source>
        <translation>{player}: {good} {start} → {end}.</translation>
    </message>
    <message>
        <source>{building} goes to sector 0 of {owner}&apos;s wheel.</source>
        <translation>Το κτίριο {building} πηγαίνει στο τμήμα 0 του ταμπλό του ιδιοκτήτη ({owner}).</translation>
    </message>
    <message>
        <source>{player} can neither build nor use a building, and passes.</source>
        <translation>{player} δεν μπορεί ούτε να κατασκευάσει ούτε να χρησιμοποιήσει κτίριο και λέει πάσο.</translation>
    </message>
    <message>
        <source>End of round {letter}: the pointers turn a last time.</source>
        <translation>Τέλος του γύρου {letter}: οι δείκτες των ταμπλό γυρίζουν για τελευταία φορά.</translation>
    </message>
    <message>
        <source>End of round {letter}: both pointers turn one sector.</source>
        <translation>Τέλος του γύρου {letter}: οι δείκτες και των δύο ταμπλό γυρίζουν κατά ένα τμήμα.</translation>
    </message>
    <message>
        <source>Game over: {a} {ta}, {b} {tb}. A draw!</source>
        <translation>Τέλος του παιχνιδιού: {a} {ta}, {b} {tb}. Ισοπαλία!</translation>
    </message>
    <message>
        <source>Game over: {a} {ta}, {b} {tb}. {winner} wins!</source>
        <translation>Τέλος του παιχνιδιού: {a} {ta}, {b} {tb}. Κερδίζει {winner}!</translation>
    </message>
    <message>
        <source>Round {letter} has {n} actions; {player} starts.</source>
        <translation>Ο γύρος {letter} έχει {n} ενέργειες· ξεκινά {player}.</translation>
    </message>
    <message>
        <source>{player} pays {n} {good} ({start} → {end}).</source>
        <translation>{player} πληρώνει {good}: {n} ({start} → {end}).</translation>
    </message>
    <message>
        <source>{player} pays 1 franc to {other}.</source>
        <translation>{player} πληρώνει 1 Φράγκο στον αντίπαλο ({other}).</translation>
    </message>
    <message>
        <source>{player} pays {n} francs to {other}.</source>
        <translation>{player} πληρώνει {n} Φράγκα στον αντίπαλο ({other}).</translation>
    </message>
    <message>
        <source>{player} pays 1 franc.</source>
        <translation>{player} πληρώνει 1 Φράγκο.</translation>
    </message>
    <message>
        <source>{player} pays {n} francs.</source>
        <translation>{player} πληρώνει {n} Φράγκα.</translation>
    </message>
    <message>
        <source>{player} receives 1 franc.</source>
        <translation>{player} παίρνει 1 Φράγκο.</translation>
    </message>
    <message>
        <source>{player} receives {n} francs.</source>
        <translation>{player} παίρνει {n} Φράγκα.</translation>
    </message>
    <message>
        <source>1 step of {good} is lost at the edge of the warehouse.</source>
        <translation>{good}: 1 βήμα χάνεται στην άκρη της Αποθήκης.</translation>
    </message>
    <message>
        <source>{n} steps of {good} are lost at the edge of the warehouse.</source>
        <translation>{good}: {n} βήματα χάνονται στην άκρη της Αποθήκης.</translation>
    </message>
    <message>
        <source>Forced sale: {player}&apos;s {building} reaches the sale sector and brings 1 franc.</source>
        <translation>Αναγκαστική πώληση ({player}): το κτίριο {building} φτάνει στο τμήμα πώλησης και αποφέρει 1 Φράγκο.</translation>
    </message>
    <message>
        <source>Forced sale: {player}&apos;s {building} reaches the sale sector and brings {n} francs.</source>
        <translation>Αναγκαστική πώληση ({player}): το κτίριο {building} φτάνει στο τμήμα πώλησης και αποφέρει {n} Φράγκα.</translation>
    </message>
    <message>
        <source>{player} sells {building} for 1 franc.</source>
        <translation>{player} πουλά το κτίριο {building} για 1 Φράγκο.</translation>
    </message>
    <message>
        <source>{player} sells {building} for {n} francs.</source>
        <translation>{player} πουλά το κτίριο {building} για {n} Φράγκα.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Παιχνίδι</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Επεξεργασία</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Π&amp;ροβολή</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Γλώσσα</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>Εφέ &amp;κίνησης</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Νέο παιχνίδι…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Άν&amp;οιγμα…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Αποθήκευση</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Αποθήκευση &amp;ως…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Έ&amp;ξοδος</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Αναίρεση</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Επανάληψη</translation>
    </message>
    <message>
        <source>Game &amp;log</source>
        <translation>&amp;Ημερολόγιο παιχνιδιού</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Ημερολόγιο παιχνιδιού</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation>Κύρια γραμμή εργαλείων</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Ανενεργά</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Γρήγορα</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Κανονικά</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Αργά</translation>
    </message>
    <message>
        <source>Le Havre: The Inland Port — {a} vs {b}</source>
        <translation>Le Havre: The Inland Port — {a} εναντίον {b}</translation>
    </message>
    <message>
        <source>Autosave failed: {reason}</source>
        <translation>Η αυτόματη αποθήκευση απέτυχε: {reason}</translation>
    </message>
    <message>
        <source>Inland Port games (*{suffix});;All files (*)</source>
        <translation>Παιχνίδια Inland Port (*{suffix});;Όλα τα αρχεία (*)</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Άνοιγμα παιχνιδιού</translation>
    </message>
    <message>
        <source>Cannot open game</source>
        <translation>Δεν είναι δυνατό το άνοιγμα του παιχνιδιού</translation>
    </message>
    <message>
        <source>{file} is not a game this program can open. The file was left as it is.

Details: {reason}</source>
        <translation>Το αρχείο {file} δεν είναι παιχνίδι που μπορεί να ανοίξει αυτό το πρόγραμμα. Το αρχείο δεν τροποποιήθηκε.

Λεπτομέρειες: {reason}</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Αποθήκευση παιχνιδιού</translation>
    </message>
    <message>
        <source>Cannot save game</source>
        <translation>Δεν είναι δυνατή η αποθήκευση του παιχνιδιού</translation>
    </message>
    <message>
        <source>The game could not be saved to {file}: {reason}</source>
        <translation>Δεν ήταν δυνατή η αποθήκευση του παιχνιδιού στο αρχείο {file}: {reason}</translation>
    </message>
    <message>
        <source>Saved to {file}</source>
        <translation>Αποθηκεύτηκε στο αρχείο {file}</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Νέο παιχνίδι</translation>
    </message>
    <message>
        <source>Two players share this computer. The start player takes the A–F board; the other player takes the G–L board.</source>
        <translation>Δύο παίκτες παίζουν στον ίδιο υπολογιστή. Ο αρχικός παίκτης παίρνει το ταμπλό A–F και ο άλλος παίκτης το ταμπλό G–L.</translation>
    </message>
    <message>
        <source>First player:</source>
        <translation>Πρώτος παίκτης:</translation>
    </message>
    <message>
        <source>Second player:</source>
        <translation>Δεύτερος παίκτης:</translation>
    </message>
    <message>
        <source>Start player:</source>
        <translation>Αρχικός παίκτης:</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Παίκτης 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Παίκτης 2</translation>
    </message>
    <message>
        <source>{name} starts</source>
        <translation>Ξεκινά {name}</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Τυχαία</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <source>The game is over.</source>
        <translation>Το παιχνίδι τελείωσε.</translation>
    </message>
    <message>
        <source>You can only pass when you can neither build nor use a building.</source>
        <translation>Μπορείς να πεις πάσο μόνο όταν δεν μπορείς ούτε να κατασκευάσεις ούτε να χρησιμοποιήσεις κτίριο.</translation>
    </message>
    <message>
        <source>There is no such building.</source>
        <translation>Δεν υπάρχει τέτοιο κτίριο.</translation>
    </message>
    <message>
        <source>You can only sell your own buildings.</source>
        <translation>Μπορείς να πουλήσεις μόνο τα δικά σου κτίρια.</translation>
    </message>
    <message>
        <source>{building} has already been built.</source>
        <translation>Το κτίριο {building} έχει ήδη κατασκευαστεί.</translation>
    </message>
    <message>
        <source>{building} enters the game in round {letter}.</source>
        <translation>Το κτίριο {building} μπαίνει στο παιχνίδι στον γύρο {letter}.</translation>
    </message>
    <message>
        <source>{good} is not part of this cost.</source>
        <translation>Σε αυτό το κόστος δεν περιλαμβάνεται {good}.</translation>
    </message>
    <message>
        <source>This costs {cost} francs; you have {have}.</source>
        <translation>Το κόστος σε Φράγκα είναι {cost}· έχεις {have}.</translation>
    </message>
    <message>
        <source>This costs {cost} {part}; you have {have}.</source>
        <translation>{part}: το κόστος είναι {cost}· έχεις {have}.</translation>
    </message>
    <message>
        <source>The payment gives {paid} {part}, but {cost} are needed.</source>
        <translation>{part}: η πληρωμή δίνει {paid}, αλλά το κόστος είναι {cost}.</translation>
    </message>
    <message>
        <source>The {good} marker cannot get there by paying moves (left, down, down-left).</source>
        <translation>{good}: ο δείκτης υλικού δεν μπορεί να φτάσει εκεί με κινήσεις πληρωμής (αριστερά, κάτω, διαγώνια κάτω αριστερά).</translation>
    </message>
    <message>
        <source>{building} has the lock symbol: it can never be used.</source>
        <translation>Το κτίριο {building} έχει το σύμβολο της κλειδαριάς: δεν μπορεί να χρησιμοποιηθεί ποτέ.</translation>
    </message>
    <message>
        <source>{building} has not been built by anyone.</source>
        <translation>Κανείς δεν έχει κατασκευάσει το κτίριο {building}.</translation>
    </message>
    <message>
        <source>{building} is in sector 0: it was built or used this round and cannot be used yet.</source>
        <translation>Το κτίριο {building} βρίσκεται στο τμήμα 0: κατασκευάστηκε ή χρησιμοποιήθηκε σε αυτόν τον γύρο και δεν μπορεί να χρησιμοποιηθεί ακόμη.</translation>
    </message>
    <message>
        <source>{building} offers no choice of goods.</source>
        <translation>Το κτίριο {building} δεν προσφέρει επιλογή υλικών.</translation>
    </message>
    <message>
        <source>{building} has no repetitions to choose.</source>
        <translation>Στο κτίριο {building} δεν επιλέγεται αριθμός επαναλήψεων.</translation>
    </message>
    <message>
        <source>{building} needs no payment.</source>
        <translation>Το κτίριο {building} δεν απαιτεί πληρωμή.</translation>
    </message>
    <message>
        <source>Only {allowed} steps are allowed; you chose {chosen}.</source>
        <translation>Μέγιστος επιτρεπτός αριθμός βημάτων: {allowed}· επέλεξες {chosen}.</translation>
    </message>
    <message>
        <source>Each marker may be chosen only once.</source>
        <translation>Κάθε δείκτης υλικού μπορεί να επιλεγεί μόνο μία φορά.</translation>
    </message>
    <message>
        <source>Only {allowed} different goods are allowed; you chose {chosen}.</source>
        <translation>Μέγιστος επιτρεπτός αριθμός διαφορετικών υλικών: {allowed}· επέλεξες {chosen}.</translation>
    </message>
    <message>
        <source>All repetitions must use the same good.</source>
        <translation>Όλες οι επαναλήψεις πρέπει να γίνουν με το ίδιο υλικό.</translation>
    </message>
    <message>
        <source>{good} cannot be used here.</source>
        <translation>Εδώ δεν μπορεί να χρησιμοποιηθεί {good}.</translation>
    </message>
    <message>
        <source>At most {allowed} repetitions from this sector; you chose {chosen}.</source>
        <translation>Από αυτό το τμήμα επιτρέπονται έως {allowed} επαναλήψεις· επέλεξες {chosen}.</translation>
    </message>
    <message>
        <source>Each marker may appear only once in a payment.</source>
        <translation>Κάθε δείκτης υλικού μπορεί να εμφανίζεται μόνο μία φορά σε μια πληρωμή.</translation>
    </message>
    <message>
        <source>The markers must be listed in the order fish, clay, wood, grain.</source>
        <translation>Οι δείκτες υλικών πρέπει να δίνονται με τη σειρά Ψάρι, Πηλός, Ξύλο, Σιτάρι.</translation>
    </message>
    <message>
        <source>No change is given, and no move may be superfluous: even without the last move, this payment of {paid} {part} would already cover the cost of {cost}.</source>
        <translation>Δεν υπάρχουν ρέστα, και καμία κίνηση δεν επιτρέπεται να είναι περιττή: ακόμη και χωρίς την τελευταία κίνηση, αυτή η πληρωμή των {paid} ({part}) θα κάλυπτε ήδη το κόστος, που είναι {cost}.</translation>
    </message>
    <message>
        <source>Using your opponent&apos;s building costs 1 franc, and you have none.</source>
        <translation>Η χρήση κτιρίου του αντιπάλου κοστίζει 1 Φράγκο, και δεν έχεις κανένα.</translation>
    </message>
    <message>
        <source>Choose exactly one of the goods this building names.</source>
        <translation>Επίλεξε ακριβώς ένα από τα υλικά που αναφέρει αυτό το κτίριο.</translation>
    </message>
    <message>
        <source>The edge of the warehouse stops the {good} marker after {room} of the {steps} steps you chose.</source>
        <translation>{good}: η άκρη της Αποθήκης σταματά τον δείκτη υλικού μετά από {room} από τα {steps} βήματα που επέλεξες.</translation>
    </message>
    <message>
        <source>The number of repetitions cannot be negative.</source>
        <translation>Ο αριθμός των επαναλήψεων δεν μπορεί να είναι αρνητικός.</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <source>Player 1</source>
        <translation>Παίκτης 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Παίκτης 2</translation>
    </message>
    <message>
        <source>Corrections to the component data</source>
        <translation>Διορθώσεις στα δεδομένα των εξαρτημάτων</translation>
    </message>
    <message>
        <source>Some entries of your components file were not used; the built-in values stand for them:</source>
        <translation>Ορισμένες καταχωρίσεις του αρχείου εξαρτημάτων δεν χρησιμοποιήθηκαν· στη θέση τους ισχύουν οι ενσωματωμένες τιμές:</translation>
    </message>
    <message>
        <source>Unfinished game</source>
        <translation>Μη ολοκληρωμένο παιχνίδι</translation>
    </message>
    <message>
        <source>The automatic save could not be read, so it was kept as {file} and a new game starts.

Details: {reason}</source>
        <translation>Το αρχείο αυτόματης αποθήκευσης δεν ήταν δυνατό να διαβαστεί, οπότε διατηρήθηκε ως {file} και ξεκινά νέο παιχνίδι.

Λεπτομέρειες: {reason}</translation>
    </message>
    <message>
        <source>{a} and {b} have an unfinished game ({n} actions played). Continue it?</source>
        <translation>Υπάρχει μη ολοκληρωμένο παιχνίδι: {a} εναντίον {b} (ενέργειες που έχουν παιχτεί: {n}). Να συνεχιστεί;</translation>
    </message>
</context>
<context>
    <name>Tiles</name>
    <message>
        <source>{n} {good}</source>
        <translation>{good}: {n}</translation>
    </message>
    <message>
        <source>{per} per {good} in your warehouse at the end</source>
        <translation>{per} ανά μονάδα ({good}) στην Αποθήκη σου στο τέλος</translation>
    </message>
    <message>
        <source>{per} per building with the Dock symbol you own</source>
        <translation>{per} για κάθε κτίριό σου με το σύμβολο του Λιμανιού</translation>
    </message>
    <message>
        <source>enters in round {letter}</source>
        <translation>μπαίνει στο παιχνίδι στον γύρο {letter}</translation>
    </message>
    <message>
        <source>Cost: {cost}</source>
        <translation>Κόστος: {cost}</translation>
    </message>
    <message>
        <source>Value: {value}</source>
        <translation>Αξία: {value}</translation>
    </message>
    <message>
        <source>Lock symbol: it lies beside your board, is never used and never sold by force.</source>
        <translation>Σύμβολο της κλειδαριάς: το κτίριο μένει δίπλα στο ταμπλό σου, δεν χρησιμοποιείται ποτέ και δεν πωλείται ποτέ αναγκαστικά.</translation>
    </message>
    <message>
        <source>Function: {summary}</source>
        <translation>Λειτουργία: {summary}</translation>
    </message>
    <message>
        <source>N is the multiplier of the sector the building lies in: 2, 3 or 4; at 4+ it is 4 and the user also gets 1 franc. A building in sector 0 cannot be used.</source>
        <translation>Το N είναι ο πολλαπλασιαστής του τμήματος όπου βρίσκεται το κτίριο: 2, 3 ή 4· στο 4+ είναι 4 και όποιος χρησιμοποιεί το κτίριο παίρνει επιπλέον 1 Φράγκο. Ένα κτίριο στο τμήμα 0 δεν μπορεί να χρησιμοποιηθεί.</translation>
    </message>
    <message>
        <source>Dock symbol: it raises the value of the Dock.</source>
        <translation>Σύμβολο του Λιμανιού: αυξάνει την αξία του Λιμανιού.</translation>
    </message>
    <message>
        <source>cost</source>
        <translation>κόστος</translation>
    </message>
    <message>
        <source>value</source>
        <translation>αξία</translation>
    </message>
    <message>
        <source>Not read off a printed tile but reconstructed: {what}. Owners of the game can correct these numbers in components.json.</source>
        <translation>Ανακατασκευή, όχι τιμή τυπωμένου πλακιδίου: {what}. Όσοι έχουν το παιχνίδι μπορούν να διορθώσουν αυτούς τους αριθμούς στο components.json.</translation>
    </message>
</context>
</TS>
