<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="el_GR">
<context>
    <name>AboutDialog</name>
    <message>
        <source>MIT licence</source>
        <translation>Άδεια MIT</translation>
    </message>
    <message>
        <source>DejaVu fonts</source>
        <translation>Γραμματοσειρές DejaVu</translation>
    </message>
    <message>
        <source>Bitstream Vera Fonts licence; the DejaVu changes are in the public domain</source>
        <translation>Άδεια Bitstream Vera Fonts· οι αλλαγές του DejaVu είναι κοινό κτήμα</translation>
    </message>
    <message>
        <source>GNU Lesser General Public License, version 3</source>
        <translation>GNU Lesser General Public License, έκδοση 3</translation>
    </message>
    <message>
        <source>BSD licence (3 clauses)</source>
        <translation>Άδεια BSD (3 όρων)</translation>
    </message>
    <message>
        <source>Python Software Foundation licence</source>
        <translation>Άδεια Python Software Foundation</translation>
    </message>
    <message>
        <source>About Le Havre: The Inland Port</source>
        <translation>Σχετικά με το Le Havre: The Inland Port</translation>
    </message>
    <message>
        <source>Le Havre: The Inland Port — desktop edition</source>
        <translation>Le Havre: The Inland Port — έκδοση για υπολογιστή</translation>
    </message>
    <message>
        <source>Version {version}</source>
        <translation>Έκδοση {version}</translation>
    </message>
    <message>
        <source>Le Havre: The Inland Port is a board game for two players designed by Uwe Rosenberg and published by Lookout Games and Z-Man Games.</source>
        <translation>Το Le Havre: The Inland Port είναι ένα επιτραπέζιο παιχνίδι για δύο παίκτες, που το σχεδίασε ο Uwe Rosenberg και το εξέδωσαν οι Lookout Games και Z-Man Games.</translation>
    </message>
    <message>
        <source>This program is an independent fan edition of the game. It is not made, endorsed or supported by the designer or the publishers. The program itself is free software under the MIT licence.</source>
        <translation>Αυτό το πρόγραμμα είναι μια ανεξάρτητη έκδοση του παιχνιδιού, φτιαγμένη από θαυμαστές του. Δεν το έχουν δημιουργήσει, εγκρίνει ή υποστηρίξει ούτε ο σχεδιαστής ούτε οι εκδότες. Το ίδιο το πρόγραμμα είναι ελεύθερο λογισμικό με άδεια MIT.</translation>
    </message>
    <message>
        <source>Most costs and values printed on the tiles, and the size of the warehouse, are not in the rulebooks: this edition uses a documented reconstruction, which the rules reference marks number by number and owners of the game can correct.</source>
        <translation>Τα περισσότερα κόστη και οι αξίες που είναι τυπωμένα στα πλακίδια, καθώς και το μέγεθος της αποθήκης, δεν υπάρχουν στο εγχειρίδιο κανόνων: αυτή η έκδοση χρησιμοποιεί μια τεκμηριωμένη ανακατασκευή, που ο οδηγός κανόνων τη σημειώνει νούμερο προς νούμερο και που μπορούν να τη διορθώσουν όσοι έχουν το παιχνίδι.</translation>
    </message>
    <message>
        <source>It is built on, and ships, these parts:</source>
        <translation>Βασίζεται στα παρακάτω στοιχεία και τα διανέμει μαζί του:</translation>
    </message>
</context>
<context>
    <name>Accessibility</name>
    <message>
        <source>beside the board</source>
        <translation>δίπλα στο ταμπλό</translation>
    </message>
    <message>
        <source>sector {n}</source>
        <translation>τομέας {n}</translation>
    </message>
    <message>
        <source>usable, but it would do nothing now</source>
        <translation>μπορεί να χρησιμοποιηθεί, αλλά τώρα δεν θα έκανε τίποτα</translation>
    </message>
    <message>
        <source>usable</source>
        <translation>μπορεί να χρησιμοποιηθεί</translation>
    </message>
    <message>
        <source>not usable now</source>
        <translation>δεν μπορεί να χρησιμοποιηθεί τώρα</translation>
    </message>
    <message>
        <source>{building}, owned by {owner}, {where}, {usable}</source>
        <translation>{building} {owner:gen}, {where}, {usable}</translation>
    </message>
    <message>
        <source>, can be sold</source>
        <translation>, μπορεί να πουληθεί</translation>
    </message>
    <message>
        <source>The bank: Enter here sells the building of yours you selected last</source>
        <translation>Η τράπεζα: με Enter εδώ πουλάς το κτίριό σου που επέλεξες τελευταίο</translation>
    </message>
    <message>
        <source>on offer, you can build it</source>
        <translation>διαθέσιμο, μπορείς να το κατασκευάσεις</translation>
    </message>
    <message>
        <source>on offer, you cannot build it now</source>
        <translation>διαθέσιμο, αλλά δεν μπορείς να το κατασκευάσεις τώρα</translation>
    </message>
    <message>
        <source>enters in round {letter}</source>
        <translation>μπαίνει στο παιχνίδι στον γύρο {letter}</translation>
    </message>
    <message>
        <source>built</source>
        <translation>κατασκευασμένο</translation>
    </message>
    <message>
        <source>on offer, you cannot pay its {short}</source>
        <extracomment>{short}: the parts of the cost the player lacks, with their amounts (&quot;9 wood and 9 clay&quot;).</extracomment>
        <translation>διαθέσιμο, αλλά δεν σου φτάνουν για το κόστος του: {short}</translation>
    </message>
    <message>
        <source>lock symbol, never used</source>
        <translation>σύμβολο της κλειδαριάς, δεν χρησιμοποιείται ποτέ</translation>
    </message>
    <message>
        <source>Building {name}, {state}. Cost: {cost}. Value: {value}. Function: {function}</source>
        <translation>Κτίριο {name}, {state}. Κόστος: {cost}. Αξία: {value}. Λειτουργία: {function}</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>Τραπέζι παιχνιδιού</translation>
    </message>
    <message>
        <source>Tab and the arrow keys move between the buildings, the warehouse cells and the bank</source>
        <translation>Με το Tab και τα πλήκτρα βέλους μετακινείσαι ανάμεσα στα κτίρια, στις θέσεις της αποθήκης και στην τράπεζα</translation>
    </message>
    <message>
        <source>Cell {amount}</source>
        <translation>Θέση {amount}</translation>
    </message>
    <message>
        <source>markers: {goods}</source>
        <translation>δείκτες υλικών: {goods}</translation>
    </message>
    <message>
        <source>proposed for: {goods}</source>
        <translation>προτεινόμενη θέση για: {goods}</translation>
    </message>
    <message>
        <source>a legal choice, Space chooses it</source>
        <translation>έγκυρη επιλογή, επίλεξέ τη με το Space</translation>
    </message>
</context>
<context>
    <name>ActionBar</name>
    <message>
        <source>Previous choice (Page Up)</source>
        <translation>Προηγούμενη επιλογή (Page Up)</translation>
    </message>
    <message>
        <source>Next choice (Page Down)</source>
        <translation>Επόμενη επιλογή (Page Down)</translation>
    </message>
    <message>
        <source>Next choice</source>
        <translation>Επόμενη επιλογή</translation>
    </message>
    <message>
        <source>All choices</source>
        <translation>Όλες οι επιλογές</translation>
    </message>
    <message>
        <source>Every way to do this, with what it costs and does (F4). You can also drag a marker to another highlighted cell of your warehouse.</source>
        <translation>Όλοι οι τρόποι για να γίνει αυτή η ενέργεια, με το κόστος και το αποτέλεσμα του καθενός (F4). Μπορείς επίσης να σύρεις έναν δείκτη υλικού σε άλλη επισημασμένη θέση της αποθήκης σου.</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Επιβεβαίωση</translation>
    </message>
    <message>
        <source>Carry out the action and end your turn (Enter)</source>
        <translation>Εκτέλεση της ενέργειας και τέλος της σειράς σου (Enter)</translation>
    </message>
    <message>
        <source>Confirm, keep turn open</source>
        <translation>Επιβεβαίωση, συνεχίζω τη σειρά</translation>
    </message>
    <message>
        <source>Carry out the action but keep your turn open, to sell buildings afterwards (Shift+Enter)</source>
        <translation>Εκτέλεση της ενέργειας χωρίς να τελειώσει η σειρά σου, ώστε να πουλήσεις κτίρια μετά (Shift+Enter)</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Τέλος σειράς</translation>
    </message>
    <message>
        <source>End your turn; the other player goes on (Enter)</source>
        <translation>Τέλος της σειράς σου· παίζει ο άλλος παίκτης (Enter)</translation>
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
        <translation>Πάσο και τέλος της σειράς σου</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>Τελική βαθμολογία</translation>
    </message>
    <message>
        <source>Show the final scores again</source>
        <translation>Επανεμφάνιση της τελικής βαθμολογίας</translation>
    </message>
    <message>
        <source>Suggest a move</source>
        <translation>Υπόδειξη κίνησης</translation>
    </message>
    <message>
        <source>Show on the table the move the computer would make, and why ({key})</source>
        <translation>Δείχνει στο τραπέζι την κίνηση που θα έκανε ο υπολογιστής, και γιατί ({key})</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Συνέχεια</translation>
    </message>
    <message>
        <source>Play the computer&apos;s move now (or click the table, or press a key)</source>
        <translation>Να παιχτεί τώρα η κίνηση του υπολογιστή (ή κάνε κλικ στο τραπέζι, ή πάτησε ένα πλήκτρο)</translation>
    </message>
    <message>
        <source>Click the table or press a key to go on.</source>
        <translation>Κάνε κλικ στο τραπέζι ή πάτησε ένα πλήκτρο για να συνεχίσεις.</translation>
    </message>
    <message>
        <source>Choice {i} of {n}</source>
        <translation>Επιλογή {i} από {n}</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Ακύρωση</translation>
    </message>
    <message>
        <source>Previous choice</source>
        <translation>Προηγούμενη επιλογή</translation>
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
    <name>Advice</name>
    <message>
        <source>build the {building}</source>
        <translation>κατασκευή {building:gen}</translation>
    </message>
    <message>
        <source>use the {building}</source>
        <translation>χρήση {building:gen}</translation>
    </message>
    <message>
        <source>sell the {building}</source>
        <translation>πώληση {building:gen}</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>πάσο</translation>
    </message>
    <message>
        <source>end the turn</source>
        <translation>τέλος της σειράς</translation>
    </message>
    <message>
        <source>{first}, then {then}</source>
        <translation>{first} και μετά {then}</translation>
    </message>
    <message>
        <source>you {mine}, {opponent} {theirs}</source>
        <translation>εσύ {mine}, {opponent} {theirs}</translation>
    </message>
    <message>
        <source>{mover} {mine}, {opponent} {theirs}</source>
        <translation>{mover} {mine}, {opponent} {theirs}</translation>
    </message>
    <message>
        <source>Looking for a good move for {player}…</source>
        <translation>Αναζήτηση καλής κίνησης {player:for}…</translation>
    </message>
</context>
<context>
    <name>Alternatives</name>
    <message>
        <source>Pay {goods}</source>
        <translation>Πληρωμή: {goods}</translation>
    </message>
    <message>
        <source>Nothing to pay</source>
        <translation>Χωρίς πληρωμή</translation>
    </message>
    <message>
        <source>{good} {before} → {after}</source>
        <translation>{good} {before} → {after}</translation>
    </message>
    <message>
        <source>Francs {before} → {after}</source>
        <translation>Φράγκα {before} → {after}</translation>
    </message>
    <message>
        <source>No change to your goods</source>
        <translation>Καμία αλλαγή στα υλικά σου</translation>
    </message>
    <message>
        <source>{times}×: {effect}</source>
        <translation>{times}×: {effect}</translation>
    </message>
    <message>
        <source>{choice} ({extra} more than due)</source>
        <translation>{choice} ({extra} παραπάνω)</translation>
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
            <numerusform>%n φράγκο</numerusform>
            <numerusform>%n φράγκα</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fish</source>
        <extracomment>an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)</extracomment>
        <translation>
            <numerusform>%n ψάρι</numerusform>
            <numerusform>%n ψάρια</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n clay</source>
        <extracomment>an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)</extracomment>
        <translation>
            <numerusform>%n πηλός</numerusform>
            <numerusform>%n πηλοί</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wood</source>
        <extracomment>an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)</extracomment>
        <translation>
            <numerusform>%n ξύλο</numerusform>
            <numerusform>%n ξύλα</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n grain</source>
        <extracomment>an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)</extracomment>
        <translation>
            <numerusform>%n σιτάρι</numerusform>
            <numerusform>%n σιτάρια</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n food</source>
        <extracomment>an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)</extracomment>
        <translation>
            <numerusform>%n φαγητό</numerusform>
            <numerusform>%n φαγητά</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n steps</source>
        <extracomment>an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)</extracomment>
        <translation>
            <numerusform>%n θέση</numerusform>
            <numerusform>%n θέσεις</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n actions</source>
        <extracomment>an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)</extracomment>
        <translation>
            <numerusform>%n ενέργεια</numerusform>
            <numerusform>%n ενέργειες</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n repetitions</source>
        <extracomment>an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)</extracomment>
        <translation>
            <numerusform>%n επανάληψη</numerusform>
            <numerusform>%n επαναλήψεις</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n choices</source>
        <extracomment>an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)</extracomment>
        <translation>
            <numerusform>%n επιλογή</numerusform>
            <numerusform>%n επιλογές</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ways to pay</source>
        <extracomment>an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)</extracomment>
        <translation>
            <numerusform>%n τρόπος πληρωμής</numerusform>
            <numerusform>%n τρόποι πληρωμής</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n different goods</source>
        <extracomment>an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)</extracomment>
        <translation>
            <numerusform>%n υλικό</numerusform>
            <numerusform>%n διαφορετικά υλικά</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <extracomment>an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)</extracomment>
        <translation>
            <numerusform>%n πόντος</numerusform>
            <numerusform>%n πόντοι</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n buildings</source>
        <extracomment>an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)</extracomment>
        <translation>
            <numerusform>%n κτίριο</numerusform>
            <numerusform>%n κτίρια</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n times</source>
        <extracomment>an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)</extracomment>
        <translation>
            <numerusform>%n φορά</numerusform>
            <numerusform>%n φορές</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n payments</source>
        <extracomment>an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)</extracomment>
        <translation>
            <numerusform>%n πληρωμή</numerusform>
            <numerusform>%n πληρωμές</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n turns</source>
        <extracomment>an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)</extracomment>
        <translation>
            <numerusform>%n σειρά</numerusform>
            <numerusform>%n σειρές</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AmountsAcc</name>
    <message numerus="yes">
        <source>%n francs</source>
        <extracomment>acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)</extracomment>
        <translation>
            <numerusform>%n φράγκο</numerusform>
            <numerusform>%n φράγκα</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fish</source>
        <extracomment>acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)</extracomment>
        <translation>
            <numerusform>%n ψάρι</numerusform>
            <numerusform>%n ψάρια</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n clay</source>
        <extracomment>acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)</extracomment>
        <translation>
            <numerusform>%n πηλό</numerusform>
            <numerusform>%n πηλούς</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wood</source>
        <extracomment>acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)</extracomment>
        <translation>
            <numerusform>%n ξύλο</numerusform>
            <numerusform>%n ξύλα</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n grain</source>
        <extracomment>acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)</extracomment>
        <translation>
            <numerusform>%n σιτάρι</numerusform>
            <numerusform>%n σιτάρια</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n food</source>
        <extracomment>acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)</extracomment>
        <translation>
            <numerusform>%n φαγητό</numerusform>
            <numerusform>%n φαγητά</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n steps</source>
        <extracomment>acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)</extracomment>
        <translation>
            <numerusform>%n θέση</numerusform>
            <numerusform>%n θέσεις</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n actions</source>
        <extracomment>acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)</extracomment>
        <translation>
            <numerusform>%n ενέργεια</numerusform>
            <numerusform>%n ενέργειες</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n repetitions</source>
        <extracomment>acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)</extracomment>
        <translation>
            <numerusform>%n επανάληψη</numerusform>
            <numerusform>%n επαναλήψεις</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n choices</source>
        <extracomment>acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)</extracomment>
        <translation>
            <numerusform>%n επιλογή</numerusform>
            <numerusform>%n επιλογές</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ways to pay</source>
        <extracomment>acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)</extracomment>
        <translation>
            <numerusform>%n τρόπο πληρωμής</numerusform>
            <numerusform>%n τρόπους πληρωμής</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n different goods</source>
        <extracomment>acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)</extracomment>
        <translation>
            <numerusform>%n υλικό</numerusform>
            <numerusform>%n διαφορετικά υλικά</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <extracomment>acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)</extracomment>
        <translation>
            <numerusform>%n πόντο</numerusform>
            <numerusform>%n πόντους</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n buildings</source>
        <extracomment>acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)</extracomment>
        <translation>
            <numerusform>%n κτίριο</numerusform>
            <numerusform>%n κτίρια</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n times</source>
        <extracomment>acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)</extracomment>
        <translation>
            <numerusform>%n φορά</numerusform>
            <numerusform>%n φορές</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n payments</source>
        <extracomment>acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)</extracomment>
        <translation>
            <numerusform>%n πληρωμή</numerusform>
            <numerusform>%n πληρωμές</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n turns</source>
        <extracomment>acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)</extracomment>
        <translation>
            <numerusform>%n σειρά</numerusform>
            <numerusform>%n σειρές</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AmountsGen</name>
    <message numerus="yes">
        <source>%n francs</source>
        <extracomment>gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)</extracomment>
        <translation>
            <numerusform>%n φράγκου</numerusform>
            <numerusform>%n φράγκων</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fish</source>
        <extracomment>gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)</extracomment>
        <translation>
            <numerusform>%n ψαριού</numerusform>
            <numerusform>%n ψαριών</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n clay</source>
        <extracomment>gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)</extracomment>
        <translation>
            <numerusform>%n πηλού</numerusform>
            <numerusform>%n πηλών</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wood</source>
        <extracomment>gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)</extracomment>
        <translation>
            <numerusform>%n ξύλου</numerusform>
            <numerusform>%n ξύλων</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n grain</source>
        <extracomment>gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)</extracomment>
        <translation>
            <numerusform>%n σιταριού</numerusform>
            <numerusform>%n σιταριών</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n food</source>
        <extracomment>gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)</extracomment>
        <translation>
            <numerusform>%n φαγητού</numerusform>
            <numerusform>%n φαγητών</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n steps</source>
        <extracomment>gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)</extracomment>
        <translation>
            <numerusform>%n θέσης</numerusform>
            <numerusform>%n θέσεων</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n actions</source>
        <extracomment>gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)</extracomment>
        <translation>
            <numerusform>%n ενέργειας</numerusform>
            <numerusform>%n ενεργειών</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n repetitions</source>
        <extracomment>gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)</extracomment>
        <translation>
            <numerusform>%n επανάληψης</numerusform>
            <numerusform>%n επαναλήψεων</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n choices</source>
        <extracomment>gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)</extracomment>
        <translation>
            <numerusform>%n επιλογής</numerusform>
            <numerusform>%n επιλογών</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ways to pay</source>
        <extracomment>gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)</extracomment>
        <translation>
            <numerusform>%n τρόπου πληρωμής</numerusform>
            <numerusform>%n τρόπων πληρωμής</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n different goods</source>
        <extracomment>gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)</extracomment>
        <translation>
            <numerusform>%n υλικού</numerusform>
            <numerusform>%n διαφορετικών υλικών</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <extracomment>gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)</extracomment>
        <translation>
            <numerusform>%n πόντου</numerusform>
            <numerusform>%n πόντων</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n buildings</source>
        <extracomment>gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)</extracomment>
        <translation>
            <numerusform>%n κτιρίου</numerusform>
            <numerusform>%n κτιρίων</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n times</source>
        <extracomment>gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)</extracomment>
        <translation>
            <numerusform>%n φοράς</numerusform>
            <numerusform>%n φορών</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n payments</source>
        <extracomment>gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)</extracomment>
        <translation>
            <numerusform>%n πληρωμής</numerusform>
            <numerusform>%n πληρωμών</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n turns</source>
        <extracomment>gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)</extracomment>
        <translation>
            <numerusform>%n σειράς</numerusform>
            <numerusform>%n σειρών</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AmountsIns</name>
    <message numerus="yes">
        <source>%n francs</source>
        <extracomment>ins: the amount as the means, &apos;with 3 fish&apos; (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)</extracomment>
        <translation>
            <numerusform>με %n φράγκο</numerusform>
            <numerusform>με %n φράγκα</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fish</source>
        <extracomment>ins: the amount as the means, &apos;with 3 fish&apos; (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)</extracomment>
        <translation>
            <numerusform>με %n ψάρι</numerusform>
            <numerusform>με %n ψάρια</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n clay</source>
        <extracomment>ins: the amount as the means, &apos;with 3 fish&apos; (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)</extracomment>
        <translation>
            <numerusform>με %n πηλό</numerusform>
            <numerusform>με %n πηλούς</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wood</source>
        <extracomment>ins: the amount as the means, &apos;with 3 fish&apos; (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)</extracomment>
        <translation>
            <numerusform>με %n ξύλο</numerusform>
            <numerusform>με %n ξύλα</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n grain</source>
        <extracomment>ins: the amount as the means, &apos;with 3 fish&apos; (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)</extracomment>
        <translation>
            <numerusform>με %n σιτάρι</numerusform>
            <numerusform>με %n σιτάρια</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n food</source>
        <extracomment>ins: the amount as the means, &apos;with 3 fish&apos; (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)</extracomment>
        <translation>
            <numerusform>με %n φαγητό</numerusform>
            <numerusform>με %n φαγητά</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n steps</source>
        <extracomment>ins: the amount as the means, &apos;with 3 fish&apos; (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)</extracomment>
        <translation>
            <numerusform>με %n θέση</numerusform>
            <numerusform>με %n θέσεις</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n actions</source>
        <extracomment>ins: the amount as the means, &apos;with 3 fish&apos; (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)</extracomment>
        <translation>
            <numerusform>με %n ενέργεια</numerusform>
            <numerusform>με %n ενέργειες</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n repetitions</source>
        <extracomment>ins: the amount as the means, &apos;with 3 fish&apos; (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)</extracomment>
        <translation>
            <numerusform>με %n επανάληψη</numerusform>
            <numerusform>με %n επαναλήψεις</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n choices</source>
        <extracomment>ins: the amount as the means, &apos;with 3 fish&apos; (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)</extracomment>
        <translation>
            <numerusform>με %n επιλογή</numerusform>
            <numerusform>με %n επιλογές</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ways to pay</source>
        <extracomment>ins: the amount as the means, &apos;with 3 fish&apos; (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)</extracomment>
        <translation>
            <numerusform>με %n τρόπο πληρωμής</numerusform>
            <numerusform>με %n τρόπους πληρωμής</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n different goods</source>
        <extracomment>ins: the amount as the means, &apos;with 3 fish&apos; (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)</extracomment>
        <translation>
            <numerusform>με %n υλικό</numerusform>
            <numerusform>με %n διαφορετικά υλικά</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <extracomment>ins: the amount as the means, &apos;with 3 fish&apos; (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)</extracomment>
        <translation>
            <numerusform>με %n πόντο</numerusform>
            <numerusform>με %n πόντους</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n buildings</source>
        <extracomment>ins: the amount as the means, &apos;with 3 fish&apos; (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)</extracomment>
        <translation>
            <numerusform>με %n κτίριο</numerusform>
            <numerusform>με %n κτίρια</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n times</source>
        <extracomment>ins: the amount as the means, &apos;with 3 fish&apos; (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)</extracomment>
        <translation>
            <numerusform>με %n φορά</numerusform>
            <numerusform>με %n φορές</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n payments</source>
        <extracomment>ins: the amount as the means, &apos;with 3 fish&apos; (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)</extracomment>
        <translation>
            <numerusform>με %n πληρωμή</numerusform>
            <numerusform>με %n πληρωμές</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n turns</source>
        <extracomment>ins: the amount as the means, &apos;with 3 fish&apos; (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)</extracomment>
        <translation>
            <numerusform>με %n σειρά</numerusform>
            <numerusform>με %n σειρές</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>Each row up is worth 3 more: this row starts at {n}.</source>
        <translation>Κάθε γραμμή πιο πάνω αξίζει 3 ακόμη: αυτή η γραμμή ξεκινά από το {n}.</translation>
    </message>
    <message>
        <source>Each column to the right adds 1: this column adds {n}.</source>
        <translation>Κάθε στήλη πιο δεξιά προσθέτει 1 ακόμη: αυτή η στήλη προσθέτει {n}.</translation>
    </message>
    <message>
        <source>{good}: {now} now, {after} after this choice</source>
        <translation>{good}: {now} τώρα, {after} μετά από αυτή την επιλογή</translation>
    </message>
    <message>
        <source>{good}: {now} in this warehouse</source>
        <translation>{good}: {now} σε αυτή την αποθήκη</translation>
    </message>
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
        <source>Round {letter}: {actions} in all; {player} takes the first (the coloured mark).</source>
        <translation>Γύρος {letter}: {actions} συνολικά· την πρώτη κάνει {player:the} (το χρωματιστό σημάδι).</translation>
    </message>
    <message>
        <source>New buildings: {names}.</source>
        <translation>Μπαίνουν στο απόθεμα σε αυτόν τον γύρο: {names}.</translation>
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
        <source>The bank. Drag one of your buildings here (or right-click it) to sell it for half its value, rounded down, at any time in your turn, before or after your action.</source>
        <translation>Η τράπεζα. Σύρε εδώ ένα από τα κτίριά σου (ή κάνε δεξί κλικ πάνω του) για να το πουλήσεις στη μισή του αξία, στρογγυλεμένη προς τα κάτω, οποιαδήποτε στιγμή μέσα στη σειρά σου, πριν ή μετά την ενέργειά σου.</translation>
    </message>
    <message>
        <source>{buildings} more in round {first}: see the round track</source>
        <translation>{buildings} ακόμη στον γύρο {first}: δες τον μετρητή γύρων</translation>
    </message>
    <message>
        <source>{buildings} more in rounds {first}–{last}: see the round track</source>
        <translation>{buildings} ακόμη στους γύρους {first}–{last}: δες τον μετρητή γύρων</translation>
    </message>
    <message>
        <source>Your turn · actions left: {n}</source>
        <translation>Σειρά σου · υπόλοιπες ενέργειες: {n}</translation>
    </message>
    <message>
        <source>{name}&apos;s action done · actions left after it: {n}</source>
        <translation>Η ενέργεια {name:gen} έγινε · υπόλοιπες ενέργειες μετά: {n}</translation>
    </message>
    <message>
        <source>Computer&apos;s action done · actions left after it: {n}</source>
        <translation>Η ενέργεια του υπολογιστή έγινε · υπόλοιπες ενέργειες μετά: {n}</translation>
    </message>
    <message>
        <source>Action done: sell or end your turn · then {n} left</source>
        <translation>Η ενέργεια έγινε: πούλησε ή τελείωσε τη σειρά σου · μετά απομένουν {n}</translation>
    </message>
    <message>
        <source>{name}&apos;s turn · actions left: {n}</source>
        <translation>Σειρά {name:gen} · υπόλοιπες ενέργειες: {n}</translation>
    </message>
    <message>
        <source>Computer&apos;s turn · actions left: {n}</source>
        <translation>Σειρά του υπολογιστή · υπόλοιπες ενέργειες: {n}</translation>
    </message>
    <message>
        <source>Actions left this round: {n}</source>
        <translation>Υπόλοιπες ενέργειες γύρου: {n}</translation>
    </message>
    <message>
        <source>Beside the board</source>
        <translation>Δίπλα στο ταμπλό</translation>
    </message>
    <message>
        <source>Lock buildings: they have no function and lie here, beside the board, never on the wheel. They are worth their value at the end, and you may sell them like any other building.</source>
        <translation>Κτίρια με το σύμβολο της κλειδαριάς: δεν έχουν λειτουργία και μένουν εδώ, δίπλα στο ταμπλό, ποτέ πάνω του. Στο τέλος μετρά η αξία τους, και μπορείς να τα πουλήσεις όπως κάθε άλλο κτίριο.</translation>
    </message>
    <message>
        <source>Sector 0: a building just built or used lies here and cannot be used until the wheel turns.</source>
        <translation>Τομέας 0: εδώ μπαίνει ένα κτίριο αμέσως μετά την κατασκευή ή τη χρήση του, και δεν μπορεί να χρησιμοποιηθεί μέχρι να γυρίσει ο δείκτης του ταμπλό.</translation>
    </message>
    <message>
        <source>Sale: when the wheel turns at the end of the round, the buildings in ×4+ come here and are sold.</source>
        <translation>Πώληση: όταν γυρίσει ο δείκτης του ταμπλό στο τέλος του γύρου, τα κτίρια του τομέα ×4+ έρχονται εδώ και πωλούνται.</translation>
    </message>
    <message>
        <source>Sector ×4+: a building here works with N = 4 and its user also gets a bonus franc. When the wheel turns, it is sold.</source>
        <translation>Τομέας ×4+: ένα κτίριο εδώ λειτουργεί με N = 4, και όποιος το χρησιμοποιεί παίρνει επιπλέον 1 φράγκο. Όταν γυρίσει ο δείκτης του ταμπλό, το κτίριο πωλείται.</translation>
    </message>
    <message>
        <source>Round {letter} (round {n} of 12): during this round the pointer stands here. It turns one sector at the end of every round.</source>
        <translation>Γύρος {letter} (γύρος {n} από 12): σε αυτόν τον γύρο ο δείκτης βρίσκεται εδώ. Στο τέλος κάθε γύρου γυρίζει κατά έναν τομέα.</translation>
    </message>
    <message>
        <source>Sector ×{n}: a building here works with N = {n}.</source>
        <translation>Τομέας ×{n}: ένα κτίριο εδώ λειτουργεί με N = {n}.</translation>
    </message>
    <message>
        <source>Suggested</source>
        <translation>Υπόδειξη</translation>
    </message>
    <message>
        <source>Better move</source>
        <translation>Καλύτερη κίνηση</translation>
    </message>
</context>
<context>
    <name>BuildingForm:acc</name>
    <message>
        <source>Clay Mound</source>
        <extracomment>acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)</extracomment>
        <translation>τον Σωρό Πηλού</translation>
    </message>
    <message>
        <source>Smokehouse</source>
        <extracomment>acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)</extracomment>
        <translation>το Πάστωμα Ψαριών</translation>
    </message>
    <message>
        <source>Grocery Store</source>
        <extracomment>acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)</extracomment>
        <translation>το Μανάβικο</translation>
    </message>
    <message>
        <source>Hardware Store</source>
        <extracomment>acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)</extracomment>
        <translation>το Κατάστημα Εργαλείων</translation>
    </message>
    <message>
        <source>Wood Company</source>
        <extracomment>acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)</extracomment>
        <translation>την Εταιρεία Ξυλείας</translation>
    </message>
    <message>
        <source>Farm</source>
        <extracomment>acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)</extracomment>
        <translation>τη Φάρμα</translation>
    </message>
    <message>
        <source>Farmland</source>
        <extracomment>acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)</extracomment>
        <translation>το Αγρόκτημα</translation>
    </message>
    <message>
        <source>Kiln</source>
        <extracomment>acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)</extracomment>
        <translation>το Καμίνι</translation>
    </message>
    <message>
        <source>Bakehouse</source>
        <extracomment>acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)</extracomment>
        <translation>τον Φούρνο</translation>
    </message>
    <message>
        <source>Wood Trader</source>
        <extracomment>acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)</extracomment>
        <translation>τον Ξυλέμπορο</translation>
    </message>
    <message>
        <source>Restaurant</source>
        <extracomment>acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)</extracomment>
        <translation>το Εστιατόριο</translation>
    </message>
    <message>
        <source>Fish Market</source>
        <extracomment>acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)</extracomment>
        <translation>την Ψαραγορά</translation>
    </message>
    <message>
        <source>Building Firm</source>
        <extracomment>acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)</extracomment>
        <translation>την Κατασκευαστική</translation>
    </message>
    <message>
        <source>Marketplace</source>
        <extracomment>acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)</extracomment>
        <translation>την Αγορά</translation>
    </message>
    <message>
        <source>Church Square</source>
        <extracomment>acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)</extracomment>
        <translation>την Εκκλησία</translation>
    </message>
    <message>
        <source>Weekly Market</source>
        <extracomment>acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)</extracomment>
        <translation>τη Λαϊκή Αγορά</translation>
    </message>
    <message>
        <source>Sawmill</source>
        <extracomment>acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)</extracomment>
        <translation>το Πριονιστήριο</translation>
    </message>
    <message>
        <source>Masons Guild</source>
        <extracomment>acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)</extracomment>
        <translation>τη Συντεχνία των Κτιστών</translation>
    </message>
    <message>
        <source>Business Office</source>
        <extracomment>acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)</extracomment>
        <translation>τα Εταιρικά Γραφεία</translation>
    </message>
    <message>
        <source>Craftsmen&apos;s Yard</source>
        <extracomment>acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)</extracomment>
        <translation>την Πλατεία των Τεχνιτών</translation>
    </message>
    <message>
        <source>Shipping Line</source>
        <extracomment>acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)</extracomment>
        <translation>τη Ναυτιλιακή Εταιρεία</translation>
    </message>
    <message>
        <source>Pier</source>
        <extracomment>acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)</extracomment>
        <translation>την Προβλήτα</translation>
    </message>
    <message>
        <source>Fish Factory</source>
        <extracomment>acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)</extracomment>
        <translation>το Εργοστάσιο Ψαριών</translation>
    </message>
    <message>
        <source>Guild Hall</source>
        <extracomment>acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)</extracomment>
        <translation>τη Συντεχνία</translation>
    </message>
    <message>
        <source>Town Hall</source>
        <extracomment>acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)</extracomment>
        <translation>το Δημαρχείο</translation>
    </message>
    <message>
        <source>Zoo</source>
        <extracomment>acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)</extracomment>
        <translation>τον Ζωολογικό Κήπο</translation>
    </message>
    <message>
        <source>Wood Factory</source>
        <extracomment>acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)</extracomment>
        <translation>το Εργοστάσιο Ξυλείας</translation>
    </message>
    <message>
        <source>Pont de Normandie</source>
        <extracomment>acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)</extracomment>
        <translation>τη Γέφυρα της Νορμανδίας</translation>
    </message>
    <message>
        <source>Dock</source>
        <extracomment>acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)</extracomment>
        <translation>το Λιμάνι</translation>
    </message>
    <message>
        <source>Grain Silo</source>
        <extracomment>acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)</extracomment>
        <translation>την Αποθήκη Σιτηρών</translation>
    </message>
    <message>
        <source>Brick Factory</source>
        <extracomment>acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)</extracomment>
        <translation>το Εργοστάσιο Τούβλου</translation>
    </message>
</context>
<context>
    <name>BuildingForm:gen</name>
    <message>
        <source>Clay Mound</source>
        <extracomment>gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)</extracomment>
        <translation>του Σωρού Πηλού</translation>
    </message>
    <message>
        <source>Smokehouse</source>
        <extracomment>gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)</extracomment>
        <translation>του Παστώματος Ψαριών</translation>
    </message>
    <message>
        <source>Grocery Store</source>
        <extracomment>gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)</extracomment>
        <translation>του Μανάβικου</translation>
    </message>
    <message>
        <source>Hardware Store</source>
        <extracomment>gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)</extracomment>
        <translation>του Καταστήματος Εργαλείων</translation>
    </message>
    <message>
        <source>Wood Company</source>
        <extracomment>gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)</extracomment>
        <translation>της Εταιρείας Ξυλείας</translation>
    </message>
    <message>
        <source>Farm</source>
        <extracomment>gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)</extracomment>
        <translation>της Φάρμας</translation>
    </message>
    <message>
        <source>Farmland</source>
        <extracomment>gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)</extracomment>
        <translation>του Αγροκτήματος</translation>
    </message>
    <message>
        <source>Kiln</source>
        <extracomment>gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)</extracomment>
        <translation>του Καμινιού</translation>
    </message>
    <message>
        <source>Bakehouse</source>
        <extracomment>gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)</extracomment>
        <translation>του Φούρνου</translation>
    </message>
    <message>
        <source>Wood Trader</source>
        <extracomment>gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)</extracomment>
        <translation>του Ξυλέμπορου</translation>
    </message>
    <message>
        <source>Restaurant</source>
        <extracomment>gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)</extracomment>
        <translation>του Εστιατορίου</translation>
    </message>
    <message>
        <source>Fish Market</source>
        <extracomment>gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)</extracomment>
        <translation>της Ψαραγοράς</translation>
    </message>
    <message>
        <source>Building Firm</source>
        <extracomment>gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)</extracomment>
        <translation>της Κατασκευαστικής</translation>
    </message>
    <message>
        <source>Marketplace</source>
        <extracomment>gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)</extracomment>
        <translation>της Αγοράς</translation>
    </message>
    <message>
        <source>Church Square</source>
        <extracomment>gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)</extracomment>
        <translation>της Εκκλησίας</translation>
    </message>
    <message>
        <source>Weekly Market</source>
        <extracomment>gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)</extracomment>
        <translation>της Λαϊκής Αγοράς</translation>
    </message>
    <message>
        <source>Sawmill</source>
        <extracomment>gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)</extracomment>
        <translation>του Πριονιστηρίου</translation>
    </message>
    <message>
        <source>Masons Guild</source>
        <extracomment>gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)</extracomment>
        <translation>της Συντεχνίας των Κτιστών</translation>
    </message>
    <message>
        <source>Business Office</source>
        <extracomment>gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)</extracomment>
        <translation>των Εταιρικών Γραφείων</translation>
    </message>
    <message>
        <source>Craftsmen&apos;s Yard</source>
        <extracomment>gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)</extracomment>
        <translation>της Πλατείας των Τεχνιτών</translation>
    </message>
    <message>
        <source>Shipping Line</source>
        <extracomment>gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)</extracomment>
        <translation>της Ναυτιλιακής Εταιρείας</translation>
    </message>
    <message>
        <source>Pier</source>
        <extracomment>gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)</extracomment>
        <translation>της Προβλήτας</translation>
    </message>
    <message>
        <source>Fish Factory</source>
        <extracomment>gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)</extracomment>
        <translation>του Εργοστασίου Ψαριών</translation>
    </message>
    <message>
        <source>Guild Hall</source>
        <extracomment>gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)</extracomment>
        <translation>της Συντεχνίας</translation>
    </message>
    <message>
        <source>Town Hall</source>
        <extracomment>gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)</extracomment>
        <translation>του Δημαρχείου</translation>
    </message>
    <message>
        <source>Zoo</source>
        <extracomment>gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)</extracomment>
        <translation>του Ζωολογικού Κήπου</translation>
    </message>
    <message>
        <source>Wood Factory</source>
        <extracomment>gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)</extracomment>
        <translation>του Εργοστασίου Ξυλείας</translation>
    </message>
    <message>
        <source>Pont de Normandie</source>
        <extracomment>gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)</extracomment>
        <translation>της Γέφυρας της Νορμανδίας</translation>
    </message>
    <message>
        <source>Dock</source>
        <extracomment>gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)</extracomment>
        <translation>του Λιμανιού</translation>
    </message>
    <message>
        <source>Grain Silo</source>
        <extracomment>gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)</extracomment>
        <translation>της Αποθήκης Σιτηρών</translation>
    </message>
    <message>
        <source>Brick Factory</source>
        <extracomment>gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)</extracomment>
        <translation>του Εργοστασίου Τούβλου</translation>
    </message>
</context>
<context>
    <name>BuildingForm:owned</name>
    <message>
        <source>Clay Mound</source>
        <extracomment>owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek and English say it as &quot;the&quot;: «ο Σωρός Πηλού», the owner following in the genitive)</extracomment>
        <translation>ο Σωρός Πηλού</translation>
    </message>
    <message>
        <source>Smokehouse</source>
        <extracomment>owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek and English say it as &quot;the&quot;: «ο Σωρός Πηλού», the owner following in the genitive)</extracomment>
        <translation>το Πάστωμα Ψαριών</translation>
    </message>
    <message>
        <source>Grocery Store</source>
        <extracomment>owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek and English say it as &quot;the&quot;: «ο Σωρός Πηλού», the owner following in the genitive)</extracomment>
        <translation>το Μανάβικο</translation>
    </message>
    <message>
        <source>Hardware Store</source>
        <extracomment>owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek and English say it as &quot;the&quot;: «ο Σωρός Πηλού», the owner following in the genitive)</extracomment>
        <translation>το Κατάστημα Εργαλείων</translation>
    </message>
    <message>
        <source>Wood Company</source>
        <extracomment>owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek and English say it as &quot;the&quot;: «ο Σωρός Πηλού», the owner following in the genitive)</extracomment>
        <translation>η Εταιρεία Ξυλείας</translation>
    </message>
    <message>
        <source>Farm</source>
        <extracomment>owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek and English say it as &quot;the&quot;: «ο Σωρός Πηλού», the owner following in the genitive)</extracomment>
        <translation>η Φάρμα</translation>
    </message>
    <message>
        <source>Farmland</source>
        <extracomment>owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek and English say it as &quot;the&quot;: «ο Σωρός Πηλού», the owner following in the genitive)</extracomment>
        <translation>το Αγρόκτημα</translation>
    </message>
    <message>
        <source>Kiln</source>
        <extracomment>owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek and English say it as &quot;the&quot;: «ο Σωρός Πηλού», the owner following in the genitive)</extracomment>
        <translation>το Καμίνι</translation>
    </message>
    <message>
        <source>Bakehouse</source>
        <extracomment>owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek and English say it as &quot;the&quot;: «ο Σωρός Πηλού», the owner following in the genitive)</extracomment>
        <translation>ο Φούρνος</translation>
    </message>
    <message>
        <source>Wood Trader</source>
        <extracomment>owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek and English say it as &quot;the&quot;: «ο Σωρός Πηλού», the owner following in the genitive)</extracomment>
        <translation>ο Ξυλέμπορος</translation>
    </message>
    <message>
        <source>Restaurant</source>
        <extracomment>owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek and English say it as &quot;the&quot;: «ο Σωρός Πηλού», the owner following in the genitive)</extracomment>
        <translation>το Εστιατόριο</translation>
    </message>
    <message>
        <source>Fish Market</source>
        <extracomment>owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek and English say it as &quot;the&quot;: «ο Σωρός Πηλού», the owner following in the genitive)</extracomment>
        <translation>η Ψαραγορά</translation>
    </message>
    <message>
        <source>Building Firm</source>
        <extracomment>owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek and English say it as &quot;the&quot;: «ο Σωρός Πηλού», the owner following in the genitive)</extracomment>
        <translation>η Κατασκευαστική</translation>
    </message>
    <message>
        <source>Marketplace</source>
        <extracomment>owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek and English say it as &quot;the&quot;: «ο Σωρός Πηλού», the owner following in the genitive)</extracomment>
        <translation>η Αγορά</translation>
    </message>
    <message>
        <source>Church Square</source>
        <extracomment>owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek and English say it as &quot;the&quot;: «ο Σωρός Πηλού», the owner following in the genitive)</extracomment>
        <translation>η Εκκλησία</translation>
    </message>
    <message>
        <source>Weekly Market</source>
        <extracomment>owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek and English say it as &quot;the&quot;: «ο Σωρός Πηλού», the owner following in the genitive)</extracomment>
        <translation>η Λαϊκή Αγορά</translation>
    </message>
    <message>
        <source>Sawmill</source>
        <extracomment>owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek and English say it as &quot;the&quot;: «ο Σωρός Πηλού», the owner following in the genitive)</extracomment>
        <translation>το Πριονιστήριο</translation>
    </message>
    <message>
        <source>Masons Guild</source>
        <extracomment>owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek and English say it as &quot;the&quot;: «ο Σωρός Πηλού», the owner following in the genitive)</extracomment>
        <translation>η Συντεχνία των Κτιστών</translation>
    </message>
    <message>
        <source>Business Office</source>
        <extracomment>owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek and English say it as &quot;the&quot;: «ο Σωρός Πηλού», the owner following in the genitive)</extracomment>
        <translation>τα Εταιρικά Γραφεία</translation>
    </message>
    <message>
        <source>Craftsmen&apos;s Yard</source>
        <extracomment>owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek and English say it as &quot;the&quot;: «ο Σωρός Πηλού», the owner following in the genitive)</extracomment>
        <translation>η Πλατεία των Τεχνιτών</translation>
    </message>
    <message>
        <source>Shipping Line</source>
        <extracomment>owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek and English say it as &quot;the&quot;: «ο Σωρός Πηλού», the owner following in the genitive)</extracomment>
        <translation>η Ναυτιλιακή Εταιρεία</translation>
    </message>
    <message>
        <source>Pier</source>
        <extracomment>owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek and English say it as &quot;the&quot;: «ο Σωρός Πηλού», the owner following in the genitive)</extracomment>
        <translation>η Προβλήτα</translation>
    </message>
    <message>
        <source>Fish Factory</source>
        <extracomment>owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek and English say it as &quot;the&quot;: «ο Σωρός Πηλού», the owner following in the genitive)</extracomment>
        <translation>το Εργοστάσιο Ψαριών</translation>
    </message>
    <message>
        <source>Guild Hall</source>
        <extracomment>owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek and English say it as &quot;the&quot;: «ο Σωρός Πηλού», the owner following in the genitive)</extracomment>
        <translation>η Συντεχνία</translation>
    </message>
    <message>
        <source>Town Hall</source>
        <extracomment>owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek and English say it as &quot;the&quot;: «ο Σωρός Πηλού», the owner following in the genitive)</extracomment>
        <translation>το Δημαρχείο</translation>
    </message>
    <message>
        <source>Zoo</source>
        <extracomment>owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek and English say it as &quot;the&quot;: «ο Σωρός Πηλού», the owner following in the genitive)</extracomment>
        <translation>ο Ζωολογικός Κήπος</translation>
    </message>
    <message>
        <source>Wood Factory</source>
        <extracomment>owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek and English say it as &quot;the&quot;: «ο Σωρός Πηλού», the owner following in the genitive)</extracomment>
        <translation>το Εργοστάσιο Ξυλείας</translation>
    </message>
    <message>
        <source>Pont de Normandie</source>
        <extracomment>owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek and English say it as &quot;the&quot;: «ο Σωρός Πηλού», the owner following in the genitive)</extracomment>
        <translation>η Γέφυρα της Νορμανδίας</translation>
    </message>
    <message>
        <source>Dock</source>
        <extracomment>owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek and English say it as &quot;the&quot;: «ο Σωρός Πηλού», the owner following in the genitive)</extracomment>
        <translation>το Λιμάνι</translation>
    </message>
    <message>
        <source>Grain Silo</source>
        <extracomment>owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek and English say it as &quot;the&quot;: «ο Σωρός Πηλού», the owner following in the genitive)</extracomment>
        <translation>η Αποθήκη Σιτηρών</translation>
    </message>
    <message>
        <source>Brick Factory</source>
        <extracomment>owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek and English say it as &quot;the&quot;: «ο Σωρός Πηλού», the owner following in the genitive)</extracomment>
        <translation>το Εργοστάσιο Τούβλου</translation>
    </message>
</context>
<context>
    <name>BuildingForm:owned-acc</name>
    <message>
        <source>Clay Mound</source>
        <extracomment>owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek and English say it as &quot;acc&quot;: «τον Σωρό Πηλού», the owner following in the genitive)</extracomment>
        <translation>τον Σωρό Πηλού</translation>
    </message>
    <message>
        <source>Smokehouse</source>
        <extracomment>owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek and English say it as &quot;acc&quot;: «τον Σωρό Πηλού», the owner following in the genitive)</extracomment>
        <translation>το Πάστωμα Ψαριών</translation>
    </message>
    <message>
        <source>Grocery Store</source>
        <extracomment>owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek and English say it as &quot;acc&quot;: «τον Σωρό Πηλού», the owner following in the genitive)</extracomment>
        <translation>το Μανάβικο</translation>
    </message>
    <message>
        <source>Hardware Store</source>
        <extracomment>owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek and English say it as &quot;acc&quot;: «τον Σωρό Πηλού», the owner following in the genitive)</extracomment>
        <translation>το Κατάστημα Εργαλείων</translation>
    </message>
    <message>
        <source>Wood Company</source>
        <extracomment>owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek and English say it as &quot;acc&quot;: «τον Σωρό Πηλού», the owner following in the genitive)</extracomment>
        <translation>την Εταιρεία Ξυλείας</translation>
    </message>
    <message>
        <source>Farm</source>
        <extracomment>owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek and English say it as &quot;acc&quot;: «τον Σωρό Πηλού», the owner following in the genitive)</extracomment>
        <translation>τη Φάρμα</translation>
    </message>
    <message>
        <source>Farmland</source>
        <extracomment>owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek and English say it as &quot;acc&quot;: «τον Σωρό Πηλού», the owner following in the genitive)</extracomment>
        <translation>το Αγρόκτημα</translation>
    </message>
    <message>
        <source>Kiln</source>
        <extracomment>owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek and English say it as &quot;acc&quot;: «τον Σωρό Πηλού», the owner following in the genitive)</extracomment>
        <translation>το Καμίνι</translation>
    </message>
    <message>
        <source>Bakehouse</source>
        <extracomment>owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek and English say it as &quot;acc&quot;: «τον Σωρό Πηλού», the owner following in the genitive)</extracomment>
        <translation>τον Φούρνο</translation>
    </message>
    <message>
        <source>Wood Trader</source>
        <extracomment>owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek and English say it as &quot;acc&quot;: «τον Σωρό Πηλού», the owner following in the genitive)</extracomment>
        <translation>τον Ξυλέμπορο</translation>
    </message>
    <message>
        <source>Restaurant</source>
        <extracomment>owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek and English say it as &quot;acc&quot;: «τον Σωρό Πηλού», the owner following in the genitive)</extracomment>
        <translation>το Εστιατόριο</translation>
    </message>
    <message>
        <source>Fish Market</source>
        <extracomment>owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek and English say it as &quot;acc&quot;: «τον Σωρό Πηλού», the owner following in the genitive)</extracomment>
        <translation>την Ψαραγορά</translation>
    </message>
    <message>
        <source>Building Firm</source>
        <extracomment>owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek and English say it as &quot;acc&quot;: «τον Σωρό Πηλού», the owner following in the genitive)</extracomment>
        <translation>την Κατασκευαστική</translation>
    </message>
    <message>
        <source>Marketplace</source>
        <extracomment>owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek and English say it as &quot;acc&quot;: «τον Σωρό Πηλού», the owner following in the genitive)</extracomment>
        <translation>την Αγορά</translation>
    </message>
    <message>
        <source>Church Square</source>
        <extracomment>owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek and English say it as &quot;acc&quot;: «τον Σωρό Πηλού», the owner following in the genitive)</extracomment>
        <translation>την Εκκλησία</translation>
    </message>
    <message>
        <source>Weekly Market</source>
        <extracomment>owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek and English say it as &quot;acc&quot;: «τον Σωρό Πηλού», the owner following in the genitive)</extracomment>
        <translation>τη Λαϊκή Αγορά</translation>
    </message>
    <message>
        <source>Sawmill</source>
        <extracomment>owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek and English say it as &quot;acc&quot;: «τον Σωρό Πηλού», the owner following in the genitive)</extracomment>
        <translation>το Πριονιστήριο</translation>
    </message>
    <message>
        <source>Masons Guild</source>
        <extracomment>owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek and English say it as &quot;acc&quot;: «τον Σωρό Πηλού», the owner following in the genitive)</extracomment>
        <translation>τη Συντεχνία των Κτιστών</translation>
    </message>
    <message>
        <source>Business Office</source>
        <extracomment>owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek and English say it as &quot;acc&quot;: «τον Σωρό Πηλού», the owner following in the genitive)</extracomment>
        <translation>τα Εταιρικά Γραφεία</translation>
    </message>
    <message>
        <source>Craftsmen&apos;s Yard</source>
        <extracomment>owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek and English say it as &quot;acc&quot;: «τον Σωρό Πηλού», the owner following in the genitive)</extracomment>
        <translation>την Πλατεία των Τεχνιτών</translation>
    </message>
    <message>
        <source>Shipping Line</source>
        <extracomment>owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek and English say it as &quot;acc&quot;: «τον Σωρό Πηλού», the owner following in the genitive)</extracomment>
        <translation>τη Ναυτιλιακή Εταιρεία</translation>
    </message>
    <message>
        <source>Pier</source>
        <extracomment>owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek and English say it as &quot;acc&quot;: «τον Σωρό Πηλού», the owner following in the genitive)</extracomment>
        <translation>την Προβλήτα</translation>
    </message>
    <message>
        <source>Fish Factory</source>
        <extracomment>owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek and English say it as &quot;acc&quot;: «τον Σωρό Πηλού», the owner following in the genitive)</extracomment>
        <translation>το Εργοστάσιο Ψαριών</translation>
    </message>
    <message>
        <source>Guild Hall</source>
        <extracomment>owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek and English say it as &quot;acc&quot;: «τον Σωρό Πηλού», the owner following in the genitive)</extracomment>
        <translation>τη Συντεχνία</translation>
    </message>
    <message>
        <source>Town Hall</source>
        <extracomment>owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek and English say it as &quot;acc&quot;: «τον Σωρό Πηλού», the owner following in the genitive)</extracomment>
        <translation>το Δημαρχείο</translation>
    </message>
    <message>
        <source>Zoo</source>
        <extracomment>owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek and English say it as &quot;acc&quot;: «τον Σωρό Πηλού», the owner following in the genitive)</extracomment>
        <translation>τον Ζωολογικό Κήπο</translation>
    </message>
    <message>
        <source>Wood Factory</source>
        <extracomment>owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek and English say it as &quot;acc&quot;: «τον Σωρό Πηλού», the owner following in the genitive)</extracomment>
        <translation>το Εργοστάσιο Ξυλείας</translation>
    </message>
    <message>
        <source>Pont de Normandie</source>
        <extracomment>owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek and English say it as &quot;acc&quot;: «τον Σωρό Πηλού», the owner following in the genitive)</extracomment>
        <translation>τη Γέφυρα της Νορμανδίας</translation>
    </message>
    <message>
        <source>Dock</source>
        <extracomment>owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek and English say it as &quot;acc&quot;: «τον Σωρό Πηλού», the owner following in the genitive)</extracomment>
        <translation>το Λιμάνι</translation>
    </message>
    <message>
        <source>Grain Silo</source>
        <extracomment>owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek and English say it as &quot;acc&quot;: «τον Σωρό Πηλού», the owner following in the genitive)</extracomment>
        <translation>την Αποθήκη Σιτηρών</translation>
    </message>
    <message>
        <source>Brick Factory</source>
        <extracomment>owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek and English say it as &quot;acc&quot;: «τον Σωρό Πηλού», the owner following in the genitive)</extracomment>
        <translation>το Εργοστάσιο Τούβλου</translation>
    </message>
</context>
<context>
    <name>BuildingForm:the</name>
    <message>
        <source>Clay Mound</source>
        <extracomment>the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)</extracomment>
        <translation>ο Σωρός Πηλού</translation>
    </message>
    <message>
        <source>Smokehouse</source>
        <extracomment>the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)</extracomment>
        <translation>το Πάστωμα Ψαριών</translation>
    </message>
    <message>
        <source>Grocery Store</source>
        <extracomment>the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)</extracomment>
        <translation>το Μανάβικο</translation>
    </message>
    <message>
        <source>Hardware Store</source>
        <extracomment>the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)</extracomment>
        <translation>το Κατάστημα Εργαλείων</translation>
    </message>
    <message>
        <source>Wood Company</source>
        <extracomment>the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)</extracomment>
        <translation>η Εταιρεία Ξυλείας</translation>
    </message>
    <message>
        <source>Farm</source>
        <extracomment>the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)</extracomment>
        <translation>η Φάρμα</translation>
    </message>
    <message>
        <source>Farmland</source>
        <extracomment>the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)</extracomment>
        <translation>το Αγρόκτημα</translation>
    </message>
    <message>
        <source>Kiln</source>
        <extracomment>the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)</extracomment>
        <translation>το Καμίνι</translation>
    </message>
    <message>
        <source>Bakehouse</source>
        <extracomment>the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)</extracomment>
        <translation>ο Φούρνος</translation>
    </message>
    <message>
        <source>Wood Trader</source>
        <extracomment>the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)</extracomment>
        <translation>ο Ξυλέμπορος</translation>
    </message>
    <message>
        <source>Restaurant</source>
        <extracomment>the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)</extracomment>
        <translation>το Εστιατόριο</translation>
    </message>
    <message>
        <source>Fish Market</source>
        <extracomment>the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)</extracomment>
        <translation>η Ψαραγορά</translation>
    </message>
    <message>
        <source>Building Firm</source>
        <extracomment>the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)</extracomment>
        <translation>η Κατασκευαστική</translation>
    </message>
    <message>
        <source>Marketplace</source>
        <extracomment>the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)</extracomment>
        <translation>η Αγορά</translation>
    </message>
    <message>
        <source>Church Square</source>
        <extracomment>the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)</extracomment>
        <translation>η Εκκλησία</translation>
    </message>
    <message>
        <source>Weekly Market</source>
        <extracomment>the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)</extracomment>
        <translation>η Λαϊκή Αγορά</translation>
    </message>
    <message>
        <source>Sawmill</source>
        <extracomment>the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)</extracomment>
        <translation>το Πριονιστήριο</translation>
    </message>
    <message>
        <source>Masons Guild</source>
        <extracomment>the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)</extracomment>
        <translation>η Συντεχνία των Κτιστών</translation>
    </message>
    <message>
        <source>Business Office</source>
        <extracomment>the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)</extracomment>
        <translation>τα Εταιρικά Γραφεία</translation>
    </message>
    <message>
        <source>Craftsmen&apos;s Yard</source>
        <extracomment>the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)</extracomment>
        <translation>η Πλατεία των Τεχνιτών</translation>
    </message>
    <message>
        <source>Shipping Line</source>
        <extracomment>the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)</extracomment>
        <translation>η Ναυτιλιακή Εταιρεία</translation>
    </message>
    <message>
        <source>Pier</source>
        <extracomment>the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)</extracomment>
        <translation>η Προβλήτα</translation>
    </message>
    <message>
        <source>Fish Factory</source>
        <extracomment>the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)</extracomment>
        <translation>το Εργοστάσιο Ψαριών</translation>
    </message>
    <message>
        <source>Guild Hall</source>
        <extracomment>the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)</extracomment>
        <translation>η Συντεχνία</translation>
    </message>
    <message>
        <source>Town Hall</source>
        <extracomment>the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)</extracomment>
        <translation>το Δημαρχείο</translation>
    </message>
    <message>
        <source>Zoo</source>
        <extracomment>the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)</extracomment>
        <translation>ο Ζωολογικός Κήπος</translation>
    </message>
    <message>
        <source>Wood Factory</source>
        <extracomment>the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)</extracomment>
        <translation>το Εργοστάσιο Ξυλείας</translation>
    </message>
    <message>
        <source>Pont de Normandie</source>
        <extracomment>the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)</extracomment>
        <translation>η Γέφυρα της Νορμανδίας</translation>
    </message>
    <message>
        <source>Dock</source>
        <extracomment>the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)</extracomment>
        <translation>το Λιμάνι</translation>
    </message>
    <message>
        <source>Grain Silo</source>
        <extracomment>the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)</extracomment>
        <translation>η Αποθήκη Σιτηρών</translation>
    </message>
    <message>
        <source>Brick Factory</source>
        <extracomment>the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)</extracomment>
        <translation>το Εργοστάσιο Τούβλου</translation>
    </message>
</context>
<context>
    <name>BuildingSummaries</name>
    <message>
        <source>Clay → N+1 steps</source>
        <translation>Πηλός → N+1 θέσεις</translation>
    </message>
    <message>
        <source>Fish ↖ N steps</source>
        <translation>Ψάρι ↖ N θέσεις</translation>
    </message>
    <message>
        <source>N francs; grain → 1, fish → 1</source>
        <translation>N φράγκα· σιτάρι → 1, ψάρι → 1</translation>
    </message>
    <message>
        <source>Wood or clay → N steps</source>
        <translation>Ξύλο ή πηλός → N θέσεις</translation>
    </message>
    <message>
        <source>Wood → N steps</source>
        <translation>Ξύλο → N θέσεις</translation>
    </message>
    <message>
        <source>Grain ↗ N steps, then ↙ 1</source>
        <translation>Σιτάρι ↗ N θέσεις, μετά ↙ 1</translation>
    </message>
    <message>
        <source>Grain → N; wood → 1, clay → 1</source>
        <translation>Σιτάρι → N· ξύλο → 1, πηλός → 1</translation>
    </message>
    <message>
        <source>Clay ↖ N steps</source>
        <translation>Πηλός ↖ N θέσεις</translation>
    </message>
    <message>
        <source>Grain ↖ N steps</source>
        <translation>Σιτάρι ↖ N θέσεις</translation>
    </message>
    <message>
        <source>Up to N×: 1 franc + 2 food → wood ↑ 1</source>
        <translation>Έως N×: 1 φράγκο + 2 φαγητά → ξύλο ↑ 1</translation>
    </message>
    <message>
        <source>Up to N×: 1 food → 2 francs</source>
        <translation>Έως N×: 1 φαγητό → 2 φράγκα</translation>
    </message>
    <message>
        <source>Up to N×: 1 franc → fish ↗ 1</source>
        <translation>Έως N×: 1 φράγκο → ψάρι ↗ 1</translation>
    </message>
    <message>
        <source>Wood → N, clay → N</source>
        <translation>Ξύλο → N, πηλός → N</translation>
    </message>
    <message>
        <source>N steps → on any markers</source>
        <translation>N θέσεις → σε οποιουσδήποτε δείκτες</translation>
    </message>
    <message>
        <source>Grain → N, fish → N</source>
        <translation>Σιτάρι → N, ψάρι → N</translation>
    </message>
    <message>
        <source>Up to N×: grain or fish ↓ 1 → 4 francs</source>
        <translation>Έως N×: σιτάρι ή ψάρι ↓ 1 → 4 φράγκα</translation>
    </message>
    <message>
        <source>Wood ↖ N steps</source>
        <translation>Ξύλο ↖ N θέσεις</translation>
    </message>
    <message>
        <source>N different markers ↖ 1</source>
        <translation>N διαφορετικοί δείκτες υλικών ↖ 1</translation>
    </message>
    <message>
        <source>N different markers ↙ 1, 5 francs each</source>
        <translation>N διαφορετικοί δείκτες υλικών ↙ 1, 5 φράγκα ανά δείκτη</translation>
    </message>
    <message>
        <source>N+1 steps ↖ on any markers</source>
        <translation>N+1 θέσεις ↖ σε οποιουσδήποτε δείκτες</translation>
    </message>
    <message>
        <source>3×N francs</source>
        <translation>3×N φράγκα</translation>
    </message>
    <message>
        <source>N+2 steps → on any markers</source>
        <translation>N+2 θέσεις → σε οποιουσδήποτε δείκτες</translation>
    </message>
    <message>
        <source>{per} per fish at the end</source>
        <translation>{per} ανά ψάρι στο τέλος</translation>
    </message>
    <message>
        <source>{per} per wood at the end</source>
        <translation>{per} ανά ξύλο στο τέλος</translation>
    </message>
    <message>
        <source>{per} per Dock-symbol building</source>
        <translation>{per} ανά κτίριο με σύμβολο Λιμανιού</translation>
    </message>
    <message>
        <source>{per} per grain at the end</source>
        <translation>{per} ανά σιτάρι στο τέλος</translation>
    </message>
    <message>
        <source>{per} per clay at the end</source>
        <translation>{per} ανά πηλό στο τέλος</translation>
    </message>
    <message>
        <source>N different markers ↗ 1</source>
        <translation>N διαφορετικοί δείκτες υλικών ↗ 1</translation>
    </message>
    <message>
        <source>No function</source>
        <translation>Χωρίς λειτουργία</translation>
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
        <translation>Ναυτιλιακή Εταιρεία</translation>
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
    <name>ComponentCounts</name>
    <message numerus="yes">
        <source>%n numbers are refused: correct them or empty their fields to save.</source>
        <translation>
            <numerusform>%n αριθμός απορρίφθηκε: διόρθωσέ τον ή άδειασε το πεδίο του για να αποθηκεύσεις.</numerusform>
            <numerusform>%n αριθμοί απορρίφθηκαν: διόρθωσέ τους ή άδειασε τα πεδία τους για να αποθηκεύσεις.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entries of your components file cannot be used, so this table leaves them out. Saving writes the table without them; the file as it is now is kept as {backup}.</source>
        <translation>
            <numerusform>%n καταχώριση του αρχείου εξαρτημάτων σου δεν μπορεί να χρησιμοποιηθεί, γι&apos; αυτό ο πίνακας την αφήνει έξω. Η αποθήκευση γράφει τον πίνακα χωρίς αυτήν· το αρχείο όπως είναι τώρα φυλάγεται ως {backup}.</numerusform>
            <numerusform>%n καταχωρίσεις του αρχείου εξαρτημάτων σου δεν μπορούν να χρησιμοποιηθούν, γι&apos; αυτό ο πίνακας τις αφήνει έξω. Η αποθήκευση γράφει τον πίνακα χωρίς αυτές· το αρχείο όπως είναι τώρα φυλάγεται ως {backup}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>…and %n more</source>
        <translation>
            <numerusform>…και %n ακόμη</numerusform>
            <numerusform>…και %n ακόμη</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ComponentEditor</name>
    <message>
        <source>Import component data</source>
        <translation>Εισαγωγή δεδομένων εξαρτημάτων</translation>
    </message>
    <message>
        <source>These numbers of your table change:</source>
        <translation>Αλλάζουν αυτοί οι αριθμοί του πίνακά σου:</translation>
    </message>
    <message>
        <source>These entries of the file cannot be used and are left out:</source>
        <translation>Αυτές οι καταχωρίσεις του αρχείου δεν μπορούν να χρησιμοποιηθούν και παραλείπονται:</translation>
    </message>
    <message>
        <source>{file} changes nothing in your table.</source>
        <translation>Το αρχείο {file} δεν αλλάζει τίποτα στον πίνακά σου.</translation>
    </message>
    <message>
        <source>From {file}:</source>
        <translation>Από το αρχείο {file}:</translation>
    </message>
    <message>
        <source>&amp;Adopt these numbers</source>
        <translation>&amp;Υιοθέτηση αυτών των αριθμών</translation>
    </message>
    <message>
        <source>Component data</source>
        <translation>Δεδομένα εξαρτημάτων</translation>
    </message>
    <message>
        <source>&amp;Enter from my tiles…</source>
        <translation>&amp;Καταχώριση από τα πλακίδιά μου…</translation>
    </message>
    <message>
        <source>Tile by tile in round order, each tile drawn beside its numbers</source>
        <translation>Πλακίδιο προς πλακίδιο με τη σειρά των γύρων, με κάθε πλακίδιο σχεδιασμένο δίπλα στους αριθμούς του</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Εισαγωγή…</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>Ε&amp;ξαγωγή…</translation>
    </message>
    <message>
        <source>&amp;Reset all</source>
        <translation>Επανα&amp;φορά όλων</translation>
    </message>
    <message>
        <source>Put the reconstruction back for every building and the warehouse</source>
        <translation>Επαναφορά της ανακατασκευής για όλα τα κτίρια και την αποθήκη</translation>
    </message>
    <message>
        <source>Ado&amp;pt the game&apos;s numbers</source>
        <translation>Υιοθέτηση των αριθμών του &amp;παιχνιδιού</translation>
    </message>
    <message>
        <source>Lay out your tiles in round order. For each one, type its cost and its value as printed (Tab goes from field to field; leave a part of the cost empty for none), then press Enter for the next tile.</source>
        <translation>Άπλωσε τα πλακίδιά σου με τη σειρά των γύρων. Για το καθένα, πληκτρολόγησε το κόστος και την αξία του όπως είναι τυπωμένα (το Tab πηγαίνει από πεδίο σε πεδίο· άφησε κενό ένα μέρος του κόστους που δεν υπάρχει) και πάτα Enter για το επόμενο πλακίδιο.</translation>
    </message>
    <message>
        <source>Enter the costs and values printed on your tiles: a number you enter counts as printed, and the program no longer calls it reconstructed. An empty field keeps the reconstruction shown in grey. A changed table applies to new games; the game in progress keeps the numbers it started with.</source>
        <translation>Καταχώρισε τα κόστη και τις αξίες που είναι τυπωμένα στα πλακίδιά σου: ένας αριθμός που καταχωρίζεις μετράει ως τυπωμένος και το πρόγραμμα δεν τον λέει πια ανακατασκευασμένο. Ένα κενό πεδίο κρατά την ανακατασκευή που φαίνεται με γκρι. Ένας πίνακας που άλλαξε ισχύει για τα νέα παιχνίδια· το παιχνίδι σε εξέλιξη κρατά τους αριθμούς με τους οποίους ξεκίνησε.</translation>
    </message>
    <message>
        <source>The game on the table is played with other numbers:</source>
        <translation>Το παιχνίδι στο τραπέζι παίζεται με άλλους αριθμούς:</translation>
    </message>
    <message>
        <source>{printed} of {total} tiles have all their numbers printed.</source>
        <translation>{printed} από {total} πλακίδια έχουν όλους τους αριθμούς τους τυπωμένους.</translation>
    </message>
    <message>
        <source>Reset all</source>
        <translation>Επαναφορά όλων</translation>
    </message>
    <message>
        <source>Put the reconstruction back for every building and for the warehouse? Nothing is saved until you choose Save.</source>
        <translation>Να επανέλθει η ανακατασκευή για όλα τα κτίρια και για την αποθήκη; Τίποτα δεν αποθηκεύεται μέχρι να επιλέξεις Αποθήκευση.</translation>
    </message>
    <message>
        <source>Component data (*.json);;All files (*)</source>
        <translation>Δεδομένα εξαρτημάτων (*.json);;Όλα τα αρχεία (*)</translation>
    </message>
    <message>
        <source>Export component data</source>
        <translation>Εξαγωγή δεδομένων εξαρτημάτων</translation>
    </message>
    <message>
        <source>The table could not be written to {file}: {reason}</source>
        <translation>Ο πίνακας δεν μπόρεσε να γραφτεί στο {file}: {reason}</translation>
    </message>
    <message>
        <source>Your table could not be saved to {file}: {reason}. Nothing was changed.</source>
        <translation>Ο πίνακάς σου δεν μπόρεσε να αποθηκευτεί στο {file}: {reason}. Δεν άλλαξε τίποτα.</translation>
    </message>
    <message>
        <source>Some numbers you typed are refused, and your other changes are not saved yet. Close without saving?</source>
        <translation>Κάποιοι αριθμοί που πληκτρολόγησες απορρίφθηκαν, και οι άλλες αλλαγές σου δεν έχουν αποθηκευτεί ακόμη. Κλείσιμο χωρίς αποθήκευση;</translation>
    </message>
    <message>
        <source>Your changes to the table are not saved. Save them?</source>
        <translation>Οι αλλαγές σου στον πίνακα δεν έχουν αποθηκευτεί. Να αποθηκευτούν;</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Γύρος</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>Κτίριο</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Αξία</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Προέλευση</translation>
    </message>
    <message>
        <source>{building}: cost in {part}</source>
        <translation>{building}: κόστος – {part}</translation>
    </message>
    <message>
        <source>{building}: value</source>
        <translation>{building}: αξία</translation>
    </message>
    <message>
        <source>Back to the reconstruction for {building}</source>
        <translation>Επιστροφή στην ανακατασκευή για: {building}</translation>
    </message>
    <message>
        <source>Warehouse:</source>
        <translation>Αποθήκη:</translation>
    </message>
    <message>
        <source>rows ×</source>
        <translation>γραμμές ×</translation>
    </message>
    <message>
        <source>columns</source>
        <translation>στήλες</translation>
    </message>
    <message>
        <source>Warehouse: rows</source>
        <translation>Αποθήκη: γραμμές</translation>
    </message>
    <message>
        <source>Warehouse: columns</source>
        <translation>Αποθήκη: στήλες</translation>
    </message>
    <message>
        <source>Back to the reconstruction for the warehouse</source>
        <translation>Επιστροφή στην ανακατασκευή για την αποθήκη</translation>
    </message>
    <message>
        <source>(0 to {top} of each good)</source>
        <translation>(0 έως {top} από κάθε υλικό)</translation>
    </message>
    <message>
        <source>printed</source>
        <translation>τυπωμένα</translation>
    </message>
    <message>
        <source>reconstructed</source>
        <translation>ανακατασκευασμένα</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Κόστος</translation>
    </message>
    <message>
        <source>Cost in {part}</source>
        <translation>Κόστος – {part}</translation>
    </message>
    <message>
        <source>&amp;As on my tile</source>
        <translation>Όπως στο πλακίδιό &amp;μου</translation>
    </message>
    <message>
        <source>Your tile shows the numbers greyed here: take them as printed</source>
        <translation>Το πλακίδιό σου δείχνει τους αριθμούς που φαίνονται εδώ με γκρι: κράτα τους ως τυπωμένους</translation>
    </message>
    <message>
        <source>◀ &amp;Previous tile</source>
        <translation>◀ &amp;Προηγούμενο πλακίδιο</translation>
    </message>
    <message>
        <source>&amp;Next tile ▶</source>
        <translation>&amp;Επόμενο πλακίδιο ▶</translation>
    </message>
    <message>
        <source>&amp;Back to the table</source>
        <translation>Επιστροφή στον &amp;πίνακα</translation>
    </message>
    <message>
        <source>%v of %m tiles entered</source>
        <translation>Καταχωρίστηκαν %v από %m πλακίδια</translation>
    </message>
    <message>
        <source>Round {letter}, tile {number} of {total}</source>
        <translation>Γύρος {letter}, πλακίδιο {number} από {total}</translation>
    </message>
    <message>
        <source>Numbers: {marks}</source>
        <translation>Νούμερα: {marks}</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation>&amp;Τέλος</translation>
    </message>
    <message>
        <source>per fish</source>
        <translation>ανά ψάρι</translation>
    </message>
    <message>
        <source>per clay</source>
        <translation>ανά πηλό</translation>
    </message>
    <message>
        <source>per wood</source>
        <translation>ανά ξύλο</translation>
    </message>
    <message>
        <source>per grain</source>
        <translation>ανά σιτάρι</translation>
    </message>
    <message>
        <source>per Dock symbol</source>
        <translation>ανά σύμβολο Λιμανιού</translation>
    </message>
    <message>
        <source>value reconstructed</source>
        <translation>αξία ανακατασκευασμένη</translation>
    </message>
    <message>
        <source>cost reconstructed</source>
        <translation>κόστος ανακατασκευασμένο</translation>
    </message>
    <message>
        <source>{rows} rows × {cols} columns</source>
        <translation>{rows} γραμμές × {cols} στήλες</translation>
    </message>
    <message>
        <source>Warehouse: {theirs} in this game, {mine} in your table</source>
        <translation>Αποθήκη: {theirs} σε αυτό το παιχνίδι, {mine} στον πίνακά σου</translation>
    </message>
    <message>
        <source>{building}: costs {theirs} in this game, {mine} in your table</source>
        <translation>{building}: κοστίζει {theirs} σε αυτό το παιχνίδι, {mine} στον πίνακά σου</translation>
    </message>
    <message>
        <source>{building}: worth {theirs} in this game, {mine} in your table</source>
        <translation>{building}: αξίζει {theirs} σε αυτό το παιχνίδι, {mine} στον πίνακά σου</translation>
    </message>
    <message>
        <source>{building}: enters in round {theirs} in this game, in round {mine} in your table</source>
        <translation>{building}: μπαίνει στον γύρο {theirs} σε αυτό το παιχνίδι, στον γύρο {mine} στον πίνακά σου</translation>
    </message>
    <message>
        <source>Warehouse: {theirs} in the file, {mine} in your table</source>
        <translation>Αποθήκη: {theirs} στο αρχείο, {mine} στον πίνακά σου</translation>
    </message>
    <message>
        <source>{building}: costs {theirs} in the file, {mine} in your table</source>
        <translation>{building}: κοστίζει {theirs} στο αρχείο, {mine} στον πίνακά σου</translation>
    </message>
    <message>
        <source>{building}: worth {theirs} in the file, {mine} in your table</source>
        <translation>{building}: αξίζει {theirs} στο αρχείο, {mine} στον πίνακά σου</translation>
    </message>
    <message>
        <source>{building}: enters in round {theirs} in the file, in round {mine} in your table</source>
        <translation>{building}: μπαίνει στον γύρο {theirs} στο αρχείο, στον γύρο {mine} στον πίνακά σου</translation>
    </message>
</context>
<context>
    <name>ComputerLevels</name>
    <message>
        <source>Beginner</source>
        <translation>Αρχάριος</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Ενδιάμεσος</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Δυνατός</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Ειδικός</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>Δεξιοτέχνης</translation>
    </message>
    <message>
        <source>Often settles for a turn that is merely good: a gentle first opponent.</source>
        <translation>Συχνά αρκείται σε μια απλώς καλή επιλογή στη σειρά του: ένας ήπιος αντίπαλος για τα πρώτα σου παιχνίδια.</translation>
    </message>
    <message>
        <source>Takes the turn that looks best now, without thinking of your reply.</source>
        <translation>Σε κάθε σειρά του παίζει ό,τι φαίνεται καλύτερο εκείνη τη στιγμή, χωρίς να σκέφτεται την απάντησή σου.</translation>
    </message>
    <message>
        <source>Looks three turns ahead (its own, your reply, its next): a real challenge.</source>
        <translation>Κοιτάζει τρεις σειρές μπροστά (τη δική του, την απάντησή σου και την επόμενη δική του): πραγματική πρόκληση.</translation>
    </message>
    <message>
        <source>Looks five turns ahead; it may think a second or two.</source>
        <translation>Κοιτάζει πέντε σειρές μπροστά· μπορεί να σκεφτεί για ένα-δύο δευτερόλεπτα.</translation>
    </message>
    <message>
        <source>Looks further ahead the longer it may think: about two seconds a move.</source>
        <translation>Όσο περισσότερο χρόνο έχει να σκεφτεί, τόσο πιο μακριά βλέπει: περίπου δύο δευτερόλεπτα ανά κίνηση.</translation>
    </message>
    <message>
        <source>{level}: {about}</source>
        <translation>{level}: {about}</translation>
    </message>
    <message>
        <source>Computer ({level})</source>
        <translation>Υπολογιστής ({level})</translation>
    </message>
</context>
<context>
    <name>ComputerTurns</name>
    <message>
        <source>Thinking…</source>
        <translation>Σκέφτεται…</translation>
    </message>
    <message>
        <source>Computer opponent</source>
        <translation>Αντίπαλος υπολογιστής</translation>
    </message>
    <message>
        <source>Opponent&apos;s &amp;moves</source>
        <translation>&amp;Κινήσεις του αντιπάλου</translation>
    </message>
    <message>
        <source>Played at once</source>
        <translation>Αμέσως</translation>
    </message>
    <message>
        <source>Quick (1 s)</source>
        <translation>Γρήγορα (1 δευτ.)</translation>
    </message>
    <message>
        <source>Steady (2 s)</source>
        <translation>Κανονικά (2 δευτ.)</translation>
    </message>
    <message>
        <source>Slow (3.5 s)</source>
        <translation>Αργά (3,5 δευτ.)</translation>
    </message>
    <message>
        <source>Until I click</source>
        <translation>Μέχρι να κάνω κλικ</translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <source>The {marker} goes back: drop it on a highlighted cell of your warehouse.</source>
        <translation>Γυρίζει πίσω {marker:the}: άφησέ τον σε μια επισημασμένη θέση της αποθήκης σου.</translation>
    </message>
    <message>
        <source>No legal choice puts the {marker} there.</source>
        <translation>Καμία έγκυρη επιλογή δεν φέρνει {marker:acc} σε αυτή τη θέση.</translation>
    </message>
    <message>
        <source>Repetitions:</source>
        <translation>Επαναλήψεις:</translation>
    </message>
    <message>
        <source>{good}:</source>
        <translation>{good}:</translation>
    </message>
    <message>
        <source>No legal choice has that number.</source>
        <translation>Καμία έγκυρη επιλογή δεν έχει αυτόν τον αριθμό.</translation>
    </message>
    <message>
        <source>There is no other way to do this: the choice shown is the only one.</source>
        <translation>Δεν υπάρχει άλλος τρόπος: η επιλογή που φαίνεται είναι η μόνη.</translation>
    </message>
    <message>
        <source>The game is over: there is nothing to confirm.</source>
        <translation>Το παιχνίδι τελείωσε: δεν υπάρχει τίποτα για επιβεβαίωση.</translation>
    </message>
    <message>
        <source>Nothing to confirm yet: click a building in the supply to build it, or a building with a green frame on a wheel to use it.</source>
        <translation>Δεν υπάρχει ακόμη τίποτα για επιβεβαίωση: κάνε κλικ σε ένα κτίριο του αποθέματος για να το κατασκευάσεις ή σε ένα κτίριο με πράσινο πλαίσιο σε ένα ταμπλό για να το χρησιμοποιήσεις.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Το παιχνίδι τελείωσε.</translation>
    </message>
    <message>
        <source>{player}, your turn: click a building in the supply to build it, or a building with a green frame on a wheel to use it.</source>
        <translation>{player:Voc}, σειρά σου: κάνε κλικ σε ένα κτίριο του αποθέματος για να το κατασκευάσεις ή σε ένα κτίριο με πράσινο πλαίσιο σε ένα ταμπλό για να το χρησιμοποιήσεις.</translation>
    </message>
    <message>
        <source>Use {building} (your opponent&apos;s: a fee of {fee})</source>
        <translation>Χρήση {building:gen} (του αντιπάλου σου· αμοιβή {fee})</translation>
    </message>
    <message>
        <source>Sell {building} for {amount}</source>
        <translation>Πώληση {building:gen} για {amount:acc}</translation>
    </message>
    <message>
        <source>Repetition {n}: {cost} paid with {goods}</source>
        <translation>Επανάληψη {n}: πληρωμή {cost:gen} {goods:ins}</translation>
    </message>
    <message>
        <source>Repetition {n}: {cost} paid with {goods} ({extra} more than due)</source>
        <translation>Επανάληψη {n}: πληρωμή {cost:gen} {goods:ins} ({extra} παραπάνω)</translation>
    </message>
    <message>
        <source>{player}, you can neither build nor use a building: please pass.</source>
        <translation>{player:Voc}, δεν μπορείς ούτε να κατασκευάσεις ούτε να χρησιμοποιήσεις κτίριο: πες πάσο.</translation>
    </message>
    <message>
        <source>{building} goes back to its place: drop it on the bank to sell it.</source>
        <translation>Το κτίριο επιστρέφει στη θέση του ({building}). Για να το πουλήσεις, άφησέ το στην τράπεζα.</translation>
    </message>
    <message>
        <source>{player}, sell a building, or end your turn.</source>
        <translation>{player:Voc}, πούλησε ένα κτίριο ή τελείωσε τη σειρά σου.</translation>
    </message>
    <message>
        <source>{player}&apos;s francs: {before} → {after}</source>
        <translation>Τα φράγκα {player:gen}: {before} → {after}</translation>
    </message>
    <message>
        <source>Your action is done. To sell, drag one of your buildings onto the bank or right-click it; End turn (Enter) hands the turn to {opponent}.</source>
        <translation>Η ενέργειά σου ολοκληρώθηκε. Για να πουλήσεις, σύρε ένα από τα κτίριά σου στην τράπεζα ή κάνε δεξί κλικ πάνω του· το «Τέλος σειράς» (Enter) δίνει τη σειρά {opponent:to}.</translation>
    </message>
    <message>
        <source>Build {building}</source>
        <translation>Κατασκευή {building:gen}</translation>
    </message>
    <message>
        <source>Use {building}</source>
        <translation>Χρήση {building:gen}</translation>
    </message>
    <message>
        <source>Nothing changes on your warehouse.</source>
        <translation>Τίποτα δεν αλλάζει στην αποθήκη σου.</translation>
    </message>
    <message>
        <source>Your francs: {before} → {after}</source>
        <translation>Τα φράγκα σου: {before} → {after}</translation>
    </message>
    <message>
        <source>Drop it on the bank to sell it.</source>
        <translation>Άφησέ το στην τράπεζα για να το πουλήσεις.</translation>
    </message>
</context>
<context>
    <name>CrashReport</name>
    <message>
        <source>Something went wrong, and the program cannot start. The details could not be written to a log file.</source>
        <translation>Κάτι πήγε στραβά και το πρόγραμμα δεν μπορεί να ξεκινήσει. Οι λεπτομέρειες δεν μπόρεσαν να γραφτούν σε αρχείο καταγραφής.</translation>
    </message>
    <message>
        <source>Something went wrong, and the program cannot start. The details are in {path}.</source>
        <translation>Κάτι πήγε στραβά και το πρόγραμμα δεν μπορεί να ξεκινήσει. Οι λεπτομέρειες βρίσκονται στο αρχείο {path}.</translation>
    </message>
    <message>
        <source>Something went wrong in the program. Your game is autosaved, and you can go on playing; the details could not be written to a log file.</source>
        <translation>Κάτι πήγε στραβά στο πρόγραμμα. Το παιχνίδι σου έχει αποθηκευτεί αυτόματα και μπορείς να συνεχίσεις να παίζεις· οι λεπτομέρειες δεν μπόρεσαν να γραφτούν σε αρχείο καταγραφής.</translation>
    </message>
    <message>
        <source>Something went wrong in the program. Your game is autosaved, and you can go on playing. The details are in {path}.</source>
        <translation>Κάτι πήγε στραβά στο πρόγραμμα. Το παιχνίδι σου έχει αποθηκευτεί αυτόματα και μπορείς να συνεχίσεις να παίζεις. Οι λεπτομέρειες βρίσκονται στο αρχείο {path}.</translation>
    </message>
    <message>
        <source>Something went wrong in the program.</source>
        <translation>Κάτι πήγε στραβά στο πρόγραμμα.</translation>
    </message>
    <message>
        <source>Something went wrong in the program; the details are in {path}.</source>
        <translation>Κάτι πήγε στραβά στο πρόγραμμα· οι λεπτομέρειες βρίσκονται στο αρχείο {path}.</translation>
    </message>
    <message numerus="yes">
        <source>Something went wrong in the program again (%n time(s) in all).</source>
        <translation>
            <numerusform>Κάτι πήγε ξανά στραβά στο πρόγραμμα (%n φορά συνολικά).</numerusform>
            <numerusform>Κάτι πήγε ξανά στραβά στο πρόγραμμα (%n φορές συνολικά).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Something went wrong in the program again (%n time(s) in all); the details are in {path}.</source>
        <translation>
            <numerusform>Κάτι πήγε ξανά στραβά στο πρόγραμμα (%n φορά συνολικά)· οι λεπτομέρειες βρίσκονται στο αρχείο {path}.</numerusform>
            <numerusform>Κάτι πήγε ξανά στραβά στο πρόγραμμα (%n φορές συνολικά)· οι λεπτομέρειες βρίσκονται στο αρχείο {path}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Unexpected error</source>
        <translation>Απρόσμενο σφάλμα</translation>
    </message>
</context>
<context>
    <name>DescribeTable</name>
    <message>
        <source>The game is over.</source>
        <translation>Το παιχνίδι τελείωσε.</translation>
    </message>
    <message>
        <source>Round {letter} of {count}. {name} to play, actions left: {n}.</source>
        <translation>Γύρος {letter} από {count}. Παίζει {name:the}, υπόλοιπες ενέργειες: {n}.</translation>
    </message>
    <message>
        <source>{name}: {francs}, wealth {wealth}.</source>
        <translation>{name}: {francs}, πλούτος {wealth}.</translation>
    </message>
    <message>
        <source>Goods: {goods}.</source>
        <translation>Υλικά: {goods}.</translation>
    </message>
    <message>
        <source>Buildings:</source>
        <translation>Κτίρια:</translation>
    </message>
    <message>
        <source>No buildings.</source>
        <translation>Κανένα κτίριο.</translation>
    </message>
    <message>
        <source>Supply:</source>
        <translation>Απόθεμα:</translation>
    </message>
    <message>
        <source>Later rounds:</source>
        <translation>Επόμενοι γύροι:</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>Το τραπέζι</translation>
    </message>
    <message>
        <source>The position in words</source>
        <translation>Περιγραφή της κατάστασης του παιχνιδιού</translation>
    </message>
</context>
<context>
    <name>Directions</name>
    <message>
        <source>right</source>
        <translation>προς τα δεξιά</translation>
    </message>
    <message>
        <source>up</source>
        <translation>προς τα πάνω</translation>
    </message>
    <message>
        <source>up-left</source>
        <translation>διαγωνίως προς τα πάνω αριστερά</translation>
    </message>
    <message>
        <source>up-right</source>
        <translation>διαγωνίως προς τα πάνω δεξιά</translation>
    </message>
    <message>
        <source>left</source>
        <translation>προς τα αριστερά</translation>
    </message>
    <message>
        <source>down</source>
        <translation>προς τα κάτω</translation>
    </message>
    <message>
        <source>down-left</source>
        <translation>διαγωνίως προς τα κάτω αριστερά</translation>
    </message>
    <message>
        <source>down-right</source>
        <translation>διαγωνίως προς τα κάτω δεξιά</translation>
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
        <extracomment>{total}: the wealth both players ended with, a bare number.</extracomment>
        <translation>Ισοπαλία με {total} πόντους ο καθένας! Παίξτε ρεβάνς αλλάζοντας ταμπλό μεταξύ σας.</translation>
    </message>
    <message>
        <source>{winner} wins, {a} to {b}!</source>
        <extracomment>{winner}: the winner (a Player term: {winner:the} …); {a}, {b}: the two totals, the winner&apos;s first.</extracomment>
        <translation>Κερδίζει {winner:the} με {a} έναντι {b}!</translation>
    </message>
    <message>
        <source>Francs</source>
        <translation>Φράγκα</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Σύνολο</translation>
    </message>
    <message>
        <source>Wealth (francs + buildings) at each round&apos;s start</source>
        <translation>Πλούτος (φράγκα + κτίρια) στην αρχή κάθε γύρου</translation>
    </message>
    <message>
        <source>Rematch, start player swapped</source>
        <translation>Ρεβάνς με αλλαγή αρχικού παίκτη</translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>Ανασκόπηση του παιχνιδιού</translation>
    </message>
    <message>
        <source>Go over the turns played with the computer&apos;s search: which lost the most expected points, and what was better</source>
        <translation>Εξέταση των σειρών του παιχνιδιού με την αναζήτηση του υπολογιστή: ποιες έχασαν τους περισσότερους αναμενόμενους πόντους και τι θα ήταν καλύτερο</translation>
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
        <source>1 per good</source>
        <translation>1 ανά μονάδα</translation>
    </message>
    <message>
        <source>per Dock-symbol building</source>
        <translation>ανά κτίριο με σύμβολο Λιμανιού</translation>
    </message>
    <message>
        <source>Copy the chart as a picture</source>
        <translation>Αντιγραφή του γραφήματος ως εικόνας</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Τέλος</translation>
    </message>
</context>
<context>
    <name>FileLine</name>
    <message>
        <source>A set-up position: it was not played from the start, so it cannot be saved.</source>
        <translation>Στημένη θέση: δεν παίχτηκε από την αρχή, γι&apos; αυτό δεν μπορεί να αποθηκευτεί.</translation>
    </message>
    <message>
        <source>Not saved in a file yet; every move is in the autosave.</source>
        <translation>Δεν έχει αποθηκευτεί ακόμη σε αρχείο· κάθε κίνηση βρίσκεται στην αυτόματη αποθήκευση.</translation>
    </message>
    <message>
        <source>Not saved in a file yet.</source>
        <translation>Δεν έχει αποθηκευτεί ακόμη σε αρχείο.</translation>
    </message>
    <message>
        <source>Saved in {file}.</source>
        <translation>Αποθηκευμένο στο αρχείο {file}.</translation>
    </message>
    <message>
        <source>The newest moves are not saved in {file} yet; every move is in the autosave.</source>
        <translation>Οι τελευταίες κινήσεις δεν έχουν αποθηκευτεί ακόμη στο αρχείο {file}· κάθε κίνηση βρίσκεται στην αυτόματη αποθήκευση.</translation>
    </message>
    <message>
        <source>The newest moves are not saved in {file} yet.</source>
        <translation>Οι τελευταίες κινήσεις δεν έχουν αποθηκευτεί ακόμη στο αρχείο {file}.</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>{a} and {b}, finished</source>
        <translation>Παιχνίδι {a:gen} {b:ins}, ολοκληρωμένο</translation>
    </message>
    <message>
        <source>{a} and {b}, round {letter}</source>
        <translation>Παιχνίδι {a:gen} {b:ins}, γύρος {letter}</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Άνοιγμα παιχνιδιού</translation>
    </message>
    <message>
        <source>{file} is not a game this program can open. The file was left as it is.

Details: {reason}</source>
        <translation>Το αρχείο {file} δεν είναι παιχνίδι που μπορεί να ανοίξει αυτό το πρόγραμμα. Το αρχείο δεν τροποποιήθηκε.

Λεπτομέρειες: {reason}</translation>
    </message>
    <message>
        <source>Cannot open game</source>
        <translation>Δεν είναι δυνατό το άνοιγμα του παιχνιδιού</translation>
    </message>
    <message>
        <source>This game is played with other component numbers than your table; Game ▸ Component data… shows them and can adopt them.</source>
        <translation>Αυτό το παιχνίδι παίζεται με άλλους αριθμούς εξαρτημάτων από τον πίνακά σου· το Παιχνίδι ▸ Δεδομένα εξαρτημάτων… τους δείχνει και μπορεί να τους υιοθετήσει.</translation>
    </message>
    <message>
        <source>The kept game can no longer be read; its file was left as it is.

Details: {reason}</source>
        <translation>Το παιχνίδι σε αναμονή δεν μπορεί πια να διαβαστεί· το αρχείο του έμεινε όπως ήταν.

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
        <source>This game was set up from a position, not played from the start, so it has no game record to save.</source>
        <translation>Αυτό το παιχνίδι ξεκίνησε από μια στημένη θέση και δεν παίχτηκε από την αρχή, οπότε δεν υπάρχει καταγραφή του παιχνιδιού για αποθήκευση.</translation>
    </message>
    <message>
        <source>The game could not be saved to {file}: {reason}</source>
        <translation>Δεν ήταν δυνατή η αποθήκευση του παιχνιδιού στο αρχείο {file}: {reason}</translation>
    </message>
    <message>
        <source>Saved to {file}</source>
        <translation>Αποθηκεύτηκε στο αρχείο {file}</translation>
    </message>
    <message>
        <source>Inland Port games (*{suffix});;All files (*)</source>
        <translation>Παιχνίδια Inland Port (*{suffix});;Όλα τα αρχεία (*)</translation>
    </message>
    <message>
        <source>The game on the table could not be kept for later: {reason}. Replace it all the same? Its moves since it was last saved would be lost.</source>
        <translation>Το παιχνίδι στο τραπέζι δεν μπόρεσε να μπει σε αναμονή: {reason}. Να αντικατασταθεί παρ&apos; όλα αυτά; Οι κινήσεις του από την τελευταία αποθήκευση θα χαθούν.</translation>
    </message>
    <message>
        <source>Cannot keep the game</source>
        <translation>Το παιχνίδι δεν μπορεί να μπει σε αναμονή</translation>
    </message>
    <message>
        <source>The game of {a} and {b} is kept for later: take it back from Game ▸ Kept games.</source>
        <translation>Το παιχνίδι {a:gen} {b:ins} μπήκε σε αναμονή: μπορείς να το συνεχίσεις από το Παιχνίδι ▸ Παιχνίδια σε αναμονή.</translation>
    </message>
    <message>
        <source>&amp;Kept games</source>
        <translation>&amp;Παιχνίδια σε αναμονή</translation>
    </message>
    <message>
        <source>&amp;Discard the kept games…</source>
        <translation>&amp;Διαγραφή των παιχνιδιών σε αναμονή…</translation>
    </message>
    <message numerus="yes">
        <source>Discard the %n kept game(s)? They cannot be taken back.</source>
        <translation>
            <numerusform>Διαγραφή %n παιχνιδιού σε αναμονή; Δεν θα μπορείς να το συνεχίσεις.</numerusform>
            <numerusform>Διαγραφή %n παιχνιδιών σε αναμονή; Δεν θα μπορείς να τα συνεχίσεις.</numerusform>
        </translation>
    </message>
    <message>
        <source>Kept games</source>
        <translation>Παιχνίδια σε αναμονή</translation>
    </message>
</context>
<context>
    <name>GoodForm:acc</name>
    <message>
        <source>fish</source>
        <extracomment>acc: accusative with the article (Greek «το ψάρι», «τον πηλό»; Hungarian «a halat»)</extracomment>
        <translation>το ψάρι</translation>
    </message>
    <message>
        <source>clay</source>
        <extracomment>acc: accusative with the article (Greek «το ψάρι», «τον πηλό»; Hungarian «a halat»)</extracomment>
        <translation>τον πηλό</translation>
    </message>
    <message>
        <source>wood</source>
        <extracomment>acc: accusative with the article (Greek «το ψάρι», «τον πηλό»; Hungarian «a halat»)</extracomment>
        <translation>το ξύλο</translation>
    </message>
    <message>
        <source>grain</source>
        <extracomment>acc: accusative with the article (Greek «το ψάρι», «τον πηλό»; Hungarian «a halat»)</extracomment>
        <translation>το σιτάρι</translation>
    </message>
    <message>
        <source>food</source>
        <extracomment>acc: accusative with the article (Greek «το ψάρι», «τον πηλό»; Hungarian «a halat»)</extracomment>
        <translation>το φαγητό</translation>
    </message>
</context>
<context>
    <name>GoodForm:ins</name>
    <message>
        <source>fish</source>
        <extracomment>ins: the good as the means of paying, &apos;with fish&apos; (Greek «με ψάρια»; Hungarian instrumental «hallal»)</extracomment>
        <translation>με ψάρια</translation>
    </message>
    <message>
        <source>clay</source>
        <extracomment>ins: the good as the means of paying, &apos;with fish&apos; (Greek «με ψάρια»; Hungarian instrumental «hallal»)</extracomment>
        <translation>με πηλό</translation>
    </message>
    <message>
        <source>wood</source>
        <extracomment>ins: the good as the means of paying, &apos;with fish&apos; (Greek «με ψάρια»; Hungarian instrumental «hallal»)</extracomment>
        <translation>με ξύλο</translation>
    </message>
    <message>
        <source>grain</source>
        <extracomment>ins: the good as the means of paying, &apos;with fish&apos; (Greek «με ψάρια»; Hungarian instrumental «hallal»)</extracomment>
        <translation>με σιτάρι</translation>
    </message>
    <message>
        <source>food</source>
        <extracomment>ins: the good as the means of paying, &apos;with fish&apos; (Greek «με ψάρια»; Hungarian instrumental «hallal»)</extracomment>
        <translation>με φαγητό</translation>
    </message>
</context>
<context>
    <name>GoodForm:owned</name>
    <message>
        <source>fish</source>
        <extracomment>owned: the good of a player named just before it (Hungarian possessed «Max agyaga»; Greek and English say it as &quot;the&quot;: «ο πηλός», the owner following in the genitive)</extracomment>
        <translation>το ψάρι</translation>
    </message>
    <message>
        <source>clay</source>
        <extracomment>owned: the good of a player named just before it (Hungarian possessed «Max agyaga»; Greek and English say it as &quot;the&quot;: «ο πηλός», the owner following in the genitive)</extracomment>
        <translation>ο πηλός</translation>
    </message>
    <message>
        <source>wood</source>
        <extracomment>owned: the good of a player named just before it (Hungarian possessed «Max agyaga»; Greek and English say it as &quot;the&quot;: «ο πηλός», the owner following in the genitive)</extracomment>
        <translation>το ξύλο</translation>
    </message>
    <message>
        <source>grain</source>
        <extracomment>owned: the good of a player named just before it (Hungarian possessed «Max agyaga»; Greek and English say it as &quot;the&quot;: «ο πηλός», the owner following in the genitive)</extracomment>
        <translation>το σιτάρι</translation>
    </message>
    <message>
        <source>food</source>
        <extracomment>owned: the good of a player named just before it (Hungarian possessed «Max agyaga»; Greek and English say it as &quot;the&quot;: «ο πηλός», the owner following in the genitive)</extracomment>
        <translation>το φαγητό</translation>
    </message>
</context>
<context>
    <name>GoodForm:the</name>
    <message>
        <source>fish</source>
        <extracomment>the: the good as a common noun, nominative with the article (Greek «το ψάρι»; Hungarian «a hal»)</extracomment>
        <translation>το ψάρι</translation>
    </message>
    <message>
        <source>clay</source>
        <extracomment>the: the good as a common noun, nominative with the article (Greek «το ψάρι»; Hungarian «a hal»)</extracomment>
        <translation>ο πηλός</translation>
    </message>
    <message>
        <source>wood</source>
        <extracomment>the: the good as a common noun, nominative with the article (Greek «το ψάρι»; Hungarian «a hal»)</extracomment>
        <translation>το ξύλο</translation>
    </message>
    <message>
        <source>grain</source>
        <extracomment>the: the good as a common noun, nominative with the article (Greek «το ψάρι»; Hungarian «a hal»)</extracomment>
        <translation>το σιτάρι</translation>
    </message>
    <message>
        <source>food</source>
        <extracomment>the: the good as a common noun, nominative with the article (Greek «το ψάρι»; Hungarian «a hal»)</extracomment>
        <translation>το φαγητό</translation>
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
    <name>Guide</name>
    <message>
        <source>1. Build a building</source>
        <translation>1. Κατασκεύασε ένα κτίριο</translation>
    </message>
    <message>
        <source>Welcome to the Inland Port! You grow rich by building and using buildings. Round A has 3 actions and nothing is built yet, so start by building: click a bright tile in the supply (the middle of the table). Your warehouse shows what you would pay; press Confirm. Confirm carries out your action and ends your turn.</source>
        <translation>Καλώς ήρθες στο Inland Port! Πλουτίζεις κατασκευάζοντας και χρησιμοποιώντας κτίρια. Ο γύρος A έχει 3 ενέργειες και δεν έχει κατασκευαστεί ακόμη τίποτα, οπότε ξεκίνα με μια κατασκευή: κάνε κλικ σε ένα φωτεινό πλακίδιο του αποθέματος (στη μέση του τραπεζιού). Η αποθήκη σου δείχνει τι θα πλήρωνες· πάτα «Επιβεβαίωση». Η «Επιβεβαίωση» εκτελεί την ενέργειά σου και τελειώνει τη σειρά σου.</translation>
    </message>
    <message>
        <source>Nothing in the supply can be paid for this turn: use a building on a wheel instead, or pass if the action bar offers it.</source>
        <translation>Σε αυτή τη σειρά δεν μπορείς να πληρώσεις κανένα κτίριο του αποθέματος: χρησιμοποίησε αντί γι&apos; αυτό ένα κτίριο σε ένα από τα ταμπλό ή πες πάσο, αν το προσφέρει η γραμμή ενεργειών.</translation>
    </message>
    <message>
        <source>Build again, but this time pay differently from what the program proposes. Pick a building that offers several payments (the action bar says &apos;Choice 1 of 2&apos; or more; a building paid with food usually does), then drag a marker with a yellow outline onto another green cell and confirm.</source>
        <translation>Κατασκεύασε ξανά ένα κτίριο, αλλά αυτή τη φορά πλήρωσε διαφορετικά από ό,τι προτείνει το πρόγραμμα. Διάλεξε ένα κτίριο με περισσότερους από έναν τρόπους πληρωμής (η γραμμή ενεργειών γράφει «Επιλογή 1 από 2» ή από περισσότερες· συνήθως συμβαίνει με κτίρια που πληρώνονται με φαγητό), σύρε έναν δείκτη υλικού με κίτρινο περίγραμμα σε άλλη πράσινη θέση και επιβεβαίωσε.</translation>
    </message>
    <message>
        <source>This turn no building in the supply can be paid in more than one way. Take any action for now; this step waits for a turn that offers a choice.</source>
        <translation>Σε αυτή τη σειρά κανένα κτίριο του αποθέματος δεν πληρώνεται με περισσότερους από έναν τρόπους. Κάνε προς το παρόν όποια ενέργεια θέλεις· αυτό το βήμα περιμένει μια σειρά που θα προσφέρει επιλογή.</translation>
    </message>
    <message>
        <source>A building can be used from the round after it was built. Click a building with a green frame on a wheel: yours is free, your opponent&apos;s costs a fee of {fee}. The action bar shows what it will do; confirm.</source>
        <translation>Ένα κτίριο μπορεί να χρησιμοποιηθεί από τον γύρο που ακολουθεί την κατασκευή του. Κάνε κλικ σε ένα κτίριο με πράσινο πλαίσιο σε ένα ταμπλό: η χρήση δικού σου κτιρίου είναι δωρεάν, ενώ για κτίριο του αντιπάλου πληρώνεις αμοιβή {fee:gen}. Η γραμμή ενεργειών δείχνει τι θα κάνει το κτίριο· επιβεβαίωσε.</translation>
    </message>
    <message>
        <source>No building on a wheel can be used to any effect yet: a building is usable from the round after it was built, when the wheel has turned. Build something for now; this step waits for a turn where a building can be used.</source>
        <translation>Κανένα κτίριο πάνω στα ταμπλό δεν μπορεί ακόμη να χρησιμοποιηθεί με όφελος: ένα κτίριο χρησιμοποιείται από τον γύρο μετά την κατασκευή του, όταν έχει γυρίσει ο δείκτης του ταμπλό. Κατασκεύασε κάτι προς το παρόν· αυτό το βήμα περιμένει μια σειρά όπου θα μπορεί να χρησιμοποιηθεί κάποιο κτίριο.</translation>
    </message>
    <message>
        <source>You may sell your own buildings for half their value at any moment of your own turn: before your action, after it, or both. Selling is never your action. Drag one of your buildings onto the bank (or right-click it).</source>
        <translation>Μπορείς να πουλήσεις δικά σου κτίρια στη μισή τους αξία οποιαδήποτε στιγμή μέσα στη σειρά σου: πριν από την ενέργειά σου, μετά από αυτήν ή και τα δύο. Η πώληση δεν μετράει ποτέ ως ενέργεια. Σύρε ένα από τα κτίριά σου στην τράπεζα (ή κάνε δεξί κλικ πάνω του).</translation>
    </message>
    <message>
        <source>You have no building to sell yet. Take your action for now; this step waits until you own a building.</source>
        <translation>Δεν έχεις ακόμη κτίριο να πουλήσεις. Κάνε προς το παρόν την ενέργειά σου· αυτό το βήμα περιμένει μέχρι να αποκτήσεις κτίριο.</translation>
    </message>
    <message>
        <source>5. Keep your turn open</source>
        <translation>5. Κράτα τη σειρά σου ανοιχτή</translation>
    </message>
    <message>
        <source>Confirm ends your turn at once. To sell after your action, choose “Confirm, keep turn open” instead: the action is carried out and your turn stays open. Now take your action with it, sell one of your buildings, then press End turn. This pays off at the last action of a round: a building you have just used would otherwise wait in sector ×2 for your opponent, who opens the next round.</source>
        <translation>Η «Επιβεβαίωση» τελειώνει αμέσως τη σειρά σου. Αν θέλεις να πουλήσεις μετά την ενέργειά σου, διάλεξε καλύτερα «Επιβεβαίωση, συνεχίζω τη σειρά»: η ενέργεια εκτελείται και η σειρά σου μένει ανοιχτή. Κάνε τώρα την ενέργειά σου με αυτόν τον τρόπο, πούλησε ένα από τα κτίριά σου και μετά πάτα «Τέλος σειράς». Αυτό σε συμφέρει στην τελευταία ενέργεια ενός γύρου: αλλιώς, ένα κτίριο που μόλις χρησιμοποίησες θα περίμενε στον τομέα ×2 τον αντίπαλό σου, ο οποίος ξεκινά τον επόμενο γύρο.</translation>
    </message>
    <message>
        <source>You have no building to sell after your action yet. Take your action for now; this step waits until you own a building.</source>
        <translation>Δεν έχεις ακόμη κτίριο να πουλήσεις μετά την ενέργειά σου. Κάνε προς το παρόν την ενέργειά σου· αυτό το βήμα περιμένει μέχρι να αποκτήσεις κτίριο.</translation>
    </message>
    <message>
        <source>That is the whole game: build or use, sell before or after your action, end your turn, and watch the wheel turn at the end of each round. Keep playing; the teaching panel explains each step, and the rules reference holds the details.</source>
        <translation>Αυτό είναι όλο το παιχνίδι: κατασκεύασε ή χρησιμοποίησε, πούλησε πριν ή μετά την ενέργειά σου, τελείωσε τη σειρά σου και παρακολούθησε τον δείκτη του ταμπλό να γυρίζει στο τέλος κάθε γύρου. Συνέχισε να παίζεις· ο πίνακας εκμάθησης εξηγεί κάθε βήμα και ο οδηγός κανόνων περιέχει τις λεπτομέρειες.</translation>
    </message>
    <message>
        <source>2. Choose how to pay</source>
        <translation>2. Διάλεξε πώς θα πληρώσεις</translation>
    </message>
    <message>
        <source>3. Use a building</source>
        <translation>3. Χρησιμοποίησε ένα κτίριο</translation>
    </message>
    <message>
        <source>4. Sell a building</source>
        <translation>4. Πούλησε ένα κτίριο</translation>
    </message>
    <message>
        <source>You know every kind of action</source>
        <translation>Γνωρίζεις πλέον όλα τα είδη ενεργειών</translation>
    </message>
</context>
<context>
    <name>GuidedGame</name>
    <message>
        <source>The guide walks two new players at this computer through rounds A and B of a new game: both players are people, taking turns at the table.</source>
        <translation>Ο οδηγός συνοδεύει δύο νέους παίκτες σε αυτόν τον υπολογιστή στους γύρους A και B ενός νέου παιχνιδιού: παίζουν και οι δύο άνθρωποι, με τη σειρά, στο ίδιο τραπέζι.</translation>
    </message>
    <message>
        <source>Your game of {a} and {b} (round {letter}) is kept for later: you can take it back from Game ▸ Kept games at any time.</source>
        <translation>Το παιχνίδι {a:gen} {b:ins} (γύρος {letter}) θα μπει σε αναμονή: μπορείς να το συνεχίσεις οποιαδήποτε στιγμή από το Παιχνίδι ▸ Παιχνίδια σε αναμονή.</translation>
    </message>
    <message>
        <source>Guided first game</source>
        <translation>Καθοδηγούμενο πρώτο παιχνίδι</translation>
    </message>
    <message>
        <source>Start the guided game?</source>
        <translation>Να ξεκινήσει το καθοδηγούμενο παιχνίδι;</translation>
    </message>
    <message>
        <source>Kept game</source>
        <translation>Παιχνίδι σε αναμονή</translation>
    </message>
    <message>
        <source>Go back to the game of {a} and {b} that was kept when the guided game began?</source>
        <translation>Θέλεις να επιστρέψεις στο παιχνίδι {a:gen} {b:ins}, που μπήκε σε αναμονή όταν ξεκίνησε το καθοδηγούμενο παιχνίδι;</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <source>Drag the building onto the bank to sell it, then end your turn.</source>
        <translation>Σύρε το κτίριο στην τράπεζα για να το πουλήσεις και μετά τελείωσε τη σειρά σου.</translation>
    </message>
    <message>
        <source>No sale is worth it now.</source>
        <translation>Καμία πώληση δεν αξίζει αυτή τη στιγμή.</translation>
    </message>
    <message>
        <source>Suggested: {move}</source>
        <translation>Υπόδειξη: {move}</translation>
    </message>
    <message>
        <source>Expected final scores: {scores}.</source>
        <translation>Αναμενόμενη τελική βαθμολογία: {scores}.</translation>
    </message>
    <message>
        <source>{move}, {scores}</source>
        <translation>{move}, {scores}</translation>
    </message>
    <message>
        <source>{first}; {next}</source>
        <extracomment>Joins the moves of a list whose items hold commas: &quot;build the Kiln, 118 to 104; use the Farm, …&quot;.</extracomment>
        <translation>{first}· {next}</translation>
    </message>
    <message>
        <source>Next best: {moves}.</source>
        <translation>Επόμενες καλύτερες κινήσεις: {moves}.</translation>
    </message>
    <message>
        <source>Then {sales} before you end your turn.</source>
        <translation>Έπειτα, πριν τελειώσεις τη σειρά σου: {sales}.</translation>
    </message>
    <message>
        <source>The computer compares the moves on offer, looking a few turns ahead.</source>
        <translation>Ο υπολογιστής συγκρίνει τις διαθέσιμες κινήσεις, κοιτάζοντας μερικές σειρές μπροστά.</translation>
    </message>
    <message>
        <source>Take the suggestion</source>
        <translation>Αποδοχή της υπόδειξης</translation>
    </message>
    <message>
        <source>Put the suggested move on the table as your choice; Confirm carries it out</source>
        <translation>Η κίνηση της υπόδειξης μπαίνει στο τραπέζι ως δική σου επιλογή· η «Επιβεβαίωση» την εκτελεί</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Ακύρωση</translation>
    </message>
    <message>
        <source>Stop looking for a move (Esc)</source>
        <translation>Διακοπή της αναζήτησης κίνησης (Esc)</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Απόρριψη</translation>
    </message>
    <message>
        <source>Clear the suggestion from the table (Esc)</source>
        <translation>Αφαίρεση της υπόδειξης από το τραπέζι (Esc)</translation>
    </message>
    <message>
        <source>Expected final scores are the search&apos;s estimates: good for comparing moves, not a promise.</source>
        <translation>Οι αναμενόμενες τελικές βαθμολογίες είναι εκτιμήσεις της αναζήτησης: χρήσιμες για να συγκρίνεις κινήσεις, όχι εγγύηση.</translation>
    </message>
    <message>
        <source>The game is over: there is no move to suggest.</source>
        <translation>Το παιχνίδι τελείωσε: δεν υπάρχει κίνηση να υποδειχθεί.</translation>
    </message>
    <message>
        <source>It is {friend}&apos;s turn: the suggestion for your move follows when it is your turn.</source>
        <translation>Είναι η σειρά {friend:gen}: η υπόδειξη για την κίνησή σου θα έρθει μόλις έρθει η σειρά σου.</translation>
    </message>
    <message>
        <source>The computer is playing its turn: the suggestion for your move follows when it is your turn.</source>
        <translation>Ο υπολογιστής παίζει τη σειρά του: η υπόδειξη για την κίνησή σου θα έρθει μόλις έρθει η σειρά σου.</translation>
    </message>
    <message>
        <source>No suggestion this time</source>
        <translation>Καμία υπόδειξη αυτή τη φορά</translation>
    </message>
    <message>
        <source>The search stopped with an error. Play on as you see fit.</source>
        <translation>Η αναζήτηση σταμάτησε λόγω σφάλματος. Συνέχισε να παίζεις όπως κρίνεις.</translation>
    </message>
</context>
<context>
    <name>Keyboard</name>
    <message>
        <source>S</source>
        <comment>the key that sells the focused building</comment>
        <translation>Π</translation>
    </message>
    <message>
        <source>H</source>
        <comment>the key that asks for a suggested move</comment>
        <translation>Υ</translation>
    </message>
    <message>
        <source>Supply</source>
        <translation>Απόθεμα</translation>
    </message>
    <message>
        <source>Your buildings</source>
        <translation>Τα κτίριά σου</translation>
    </message>
    <message>
        <source>Your opponent&apos;s buildings</source>
        <translation>Τα κτίρια του αντιπάλου σου</translation>
    </message>
    <message>
        <source>Your warehouse</source>
        <translation>Η αποθήκη σου</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>Τράπεζα</translation>
    </message>
    <message>
        <source>{group}: arrow keys move between cells; Space on a marker picks it up, on a highlighted cell puts it there; Enter confirms; Tab goes on</source>
        <translation>{group}: με τα πλήκτρα βέλους μετακινείσαι ανάμεσα στις θέσεις· με το Space σηκώνεις τον δείκτη υλικού που βρίσκεται εκεί ή τον αφήνεις σε επισημασμένη θέση· με το Enter επιβεβαιώνεις· με το Tab προχωράς παρακάτω</translation>
    </message>
    <message>
        <source>{group}: arrow keys move; Enter or Space uses the building; Delete or {sell} sells it; Tab goes on</source>
        <translation>{group}: με τα πλήκτρα βέλους μετακινείσαι· με Enter ή Space χρησιμοποιείς το κτίριο· με Delete ή {sell} το πουλάς· με Tab προχωράς παρακάτω</translation>
    </message>
    <message>
        <source>{group}: arrow keys move; Enter or Space chooses; Tab goes on</source>
        <translation>{group}: με τα πλήκτρα βέλους μετακινείσαι· με Enter ή Space επιλέγεις· με Tab προχωράς παρακάτω</translation>
    </message>
</context>
<context>
    <name>KeyboardHelp</name>
    <message>
        <source>{first} or {second}</source>
        <translation>{first} ή {second}</translation>
    </message>
    <message>
        <source>Next or previous part of the table: supply, your buildings, your opponent&apos;s buildings, your warehouse, the bank, then the action bar</source>
        <translation>Επόμενο ή προηγούμενο μέρος του τραπεζιού: απόθεμα, τα κτίριά σου, τα κτίρια του αντιπάλου σου, η αποθήκη σου, η τράπεζα και, στο τέλος, η γραμμή ενεργειών</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Πλήκτρα βέλους</translation>
    </message>
    <message>
        <source>Move within a part: tiles of the supply, buildings on a wheel, warehouse cells</source>
        <translation>Μετακίνηση μέσα σε ένα μέρος: πλακίδια του αποθέματος, κτίρια ενός ταμπλό, θέσεις της αποθήκης</translation>
    </message>
    <message>
        <source>With no choice open, on a tile or a building: start building or using it, as a click does</source>
        <translation>Όταν δεν έχεις ανοιχτή επιλογή, σε πλακίδιο ή κτίριο: ξεκινάς την κατασκευή ή τη χρήση του, όπως με ένα κλικ</translation>
    </message>
    <message>
        <source>While a choice is open, on your warehouse: on a marker, pick it up; on a highlighted cell, put it there. Anywhere else: confirm, as Enter does</source>
        <translation>Όταν έχεις ανοιχτή επιλογή, στην αποθήκη σου: σε δείκτη υλικού, τον σηκώνεις· σε επισημασμένη θέση, τον αφήνεις εκεί. Οπουδήποτε αλλού: επιβεβαίωση, όπως με το Enter</translation>
    </message>
    <message>
        <source>Confirm the choice the action bar shows and end the turn, whatever the cursor stands on; with the action done, end the turn</source>
        <translation>Επιβεβαίωση της επιλογής που δείχνει η γραμμή ενεργειών και τέλος της σειράς σου, όπου κι αν βρίσκεται ο κέρσορας· αν η ενέργεια έχει ήδη γίνει, τέλος της σειράς σου</translation>
    </message>
    <message>
        <source>Confirm the action and keep the turn open, to sell</source>
        <translation>Επιβεβαίωση της ενέργειας χωρίς να τελειώσει η σειρά σου, ώστε να πουλήσεις κτίρια</translation>
    </message>
    <message>
        <source>Sell the focused building of yours (as dropping it on the bank does)</source>
        <translation>Πώληση του κτιρίου σου που έχει την εστίαση (όπως όταν το αφήνεις πάνω στην τράπεζα)</translation>
    </message>
    <message>
        <source>Cancel the choice</source>
        <translation>Ακύρωση της επιλογής</translation>
    </message>
    <message>
        <source>Previous or next way of doing the action</source>
        <translation>Προηγούμενος ή επόμενος τρόπος εκτέλεσης της ενέργειας</translation>
    </message>
    <message>
        <source>Open the list of the ways of doing the action</source>
        <translation>Άνοιγμα της λίστας με τους τρόπους εκτέλεσης της ενέργειας</translation>
    </message>
    <message>
        <source>Suggest a move</source>
        <translation>Υπόδειξη κίνησης</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Αναίρεση</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Επανάληψη</translation>
    </message>
    <message>
        <source>Rules reference</source>
        <translation>Οδηγός κανόνων</translation>
    </message>
    <message>
        <source>Show or hide the side panels</source>
        <translation>Εμφάνιση ή απόκρυψη των πλευρικών πινάκων</translation>
    </message>
    <message>
        <source>Zoom in on the table and the side panels</source>
        <translation>Μεγέθυνση του τραπεζιού και των πλευρικών πινάκων</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Σμίκρυνση</translation>
    </message>
    <message>
        <source>Actual size: the whole table in the window</source>
        <translation>Κανονικό μέγεθος: ολόκληρο το τραπέζι στο παράθυρο</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Νέο παιχνίδι</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Άνοιγμα αποθηκευμένου παιχνιδιού</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Αποθήκευση του παιχνιδιού</translation>
    </message>
    <message>
        <source>Save the game as</source>
        <translation>Αποθήκευση του παιχνιδιού με άλλο όνομα</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Έξοδος</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Πληκτρολόγιο</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Πλήκτρα</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>Τι κάνουν</translation>
    </message>
    <message>
        <source>Keys of the game</source>
        <translation>Τα πλήκτρα του παιχνιδιού</translation>
    </message>
</context>
<context>
    <name>LevelStrength</name>
    <message numerus="yes">
        <source>Wins about %n of 10 games against {opponent}.</source>
        <translation>
            <numerusform>Απέναντι στο επίπεδο «{opponent}» κερδίζει περίπου %n στα 10 παιχνίδια.</numerusform>
            <numerusform>Απέναντι στο επίπεδο «{opponent}» κερδίζει περίπου %n στα 10 παιχνίδια.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Lists</name>
    <message>
        <source>{first} and {last}</source>
        <extracomment>How two items of a list are joined: &quot;Clay Mound and Kiln&quot; (Greek «… και …»; Hungarian «… és …»).</extracomment>
        <translation>{first} και {last}</translation>
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
        <translation>{first} και {last}</translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message>
        <source>Round {letter}: no new buildings.</source>
        <translation>Γύρος {letter}: κανένα νέο κτίριο.</translation>
    </message>
    <message>
        <source>Round {letter} has {actions}; {player} starts.</source>
        <extracomment>{player}: a player (Player term: {player:the} … see i18n.forms).</extracomment>
        <translation>Ο γύρος {letter} έχει {actions:acc}· ξεκινά {player:the}.</translation>
    </message>
    <message>
        <source>{player} builds {building} (beside the board).</source>
        <translation>{player:The} κατασκευάζει {building:acc}, που μένει δίπλα στο ταμπλό.</translation>
    </message>
    <message>
        <source>{player} builds {building}.</source>
        <translation>{player:The} κατασκευάζει {building:acc}.</translation>
    </message>
    <message>
        <source>{player} uses {owner}&apos;s {building} from sector {sector}.</source>
        <extracomment>{player} uses {owner}&apos;s building (Greek {owner:gen}; Hungarian {owner:the} {building:owned-acc}).</extracomment>
        <translation>{player:The} χρησιμοποιεί {building:acc} {owner:gen} στον τομέα {sector}.</translation>
    </message>
    <message>
        <source>{player} uses {building} from sector {sector}.</source>
        <translation>{player:The} χρησιμοποιεί {building:acc} στον τομέα {sector}.</translation>
    </message>
    <message>
        <source>{player} pays {amount} to {other}.</source>
        <translation>{player:The} πληρώνει {amount:acc} {other:to}.</translation>
    </message>
    <message>
        <source>{player} receives {amount}.</source>
        <translation>{player:The} παίρνει {amount:acc}.</translation>
    </message>
    <message>
        <source>Repetition {repetition}: {player} pays {amount} ({start} → {end}).</source>
        <translation>Επανάληψη {repetition}: {player:the} πληρώνει {amount:acc} ({start} → {end}).</translation>
    </message>
    <message>
        <source>Round {letter}: {names} enters the supply.</source>
        <translation>Γύρος {letter}: στο απόθεμα μπαίνει {names:the}.</translation>
    </message>
    <message>
        <source>Round {letter}: {names} enter the supply.</source>
        <translation>Γύρος {letter}: στο απόθεμα μπαίνουν {names:the}.</translation>
    </message>
    <message>
        <source>{player} pays {amount} ({start} → {end}).</source>
        <translation>{player:The} πληρώνει {amount:acc} ({start} → {end}).</translation>
    </message>
    <message>
        <source>Repetition {repetition}: no change: {paid} paid for a cost of {cost}.</source>
        <translation>Επανάληψη {repetition}: κόστος {cost}, πληρωμή {paid}· δεν δίνονται ρέστα.</translation>
    </message>
    <message>
        <source>No change: {paid} paid for a cost of {cost}.</source>
        <translation>Κόστος {cost}, πληρωμή {paid}· δεν δίνονται ρέστα.</translation>
    </message>
    <message>
        <source>{player} pays {amount} to the bank.</source>
        <translation>{player:The} πληρώνει {amount:acc} στην τράπεζα.</translation>
    </message>
    <message>
        <source>{player} gets the bonus franc of sector ×4+.</source>
        <translation>{player:The} παίρνει το επιπλέον φράγκο του τομέα ×4+.</translation>
    </message>
    <message>
        <source>{player}&apos;s {good:the}: {start} → {end}.</source>
        <extracomment>{player}&apos;s good goes from {start} to {end} (Greek {good:The} {player:gen}; Hungarian {player:the} {good:owned}).</extracomment>
        <translation>{good:The} {player:gen}: {start} → {end}.</translation>
    </message>
    <message>
        <source>{player}&apos;s {marker} loses {steps} at the edge of the warehouse.</source>
        <translation>{marker:The} {player:gen} σταματά στην άκρη της αποθήκης και δεν έχει χώρο για επιπλέον {steps:acc}.</translation>
    </message>
    <message>
        <source>{building} goes to sector 0 of {owner}&apos;s wheel.</source>
        <translation>{building:The} επιστρέφει στον τομέα 0 του ταμπλό {owner:gen}.</translation>
    </message>
    <message>
        <source>Forced sale: {player}&apos;s {building} reaches the sale sector and brings {amount}.</source>
        <translation>Αναγκαστική πώληση: {building:the} {player:gen} φτάνει στον τομέα πώλησης και αποφέρει {amount:acc}.</translation>
    </message>
    <message>
        <source>{player} sells {building} after the action for {amount}.</source>
        <translation>Μετά την ενέργεια, {player:the} πουλά {building:acc} για {amount:acc}.</translation>
    </message>
    <message>
        <source>{player} sells {building} for {amount}.</source>
        <translation>{player:The} πουλά {building:acc} για {amount:acc}.</translation>
    </message>
    <message>
        <source>{player} can neither build nor use a building, and passes.</source>
        <translation>{player:The} δεν μπορεί ούτε να κατασκευάσει ούτε να χρησιμοποιήσει κτίριο και λέει πάσο.</translation>
    </message>
    <message>
        <source>{player} ends the turn.</source>
        <translation>Τέλος της σειράς {player:gen}.</translation>
    </message>
    <message>
        <source>End of round {letter}: the pointers turn a last time.</source>
        <translation>Τέλος του γύρου {letter}: οι δείκτες των ταμπλό γυρίζουν για τελευταία φορά.</translation>
    </message>
    <message>
        <source>End of round {letter}: both pointers turn one sector.</source>
        <translation>Τέλος του γύρου {letter}: οι δείκτες και των δύο ταμπλό γυρίζουν κατά έναν τομέα.</translation>
    </message>
    <message>
        <source>Game over: {a} {ta}, {b} {tb}. A draw!</source>
        <translation>Τέλος του παιχνιδιού: {a:the} {ta}, {b:the} {tb}. Ισοπαλία!</translation>
    </message>
    <message>
        <source>Game over: {a} {ta}, {b} {tb}. {winner} wins!</source>
        <translation>Τέλος του παιχνιδιού: {a:the} {ta}, {b:the} {tb}. Κερδίζει {winner:the}!</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <source>Every step of the game is written here.</source>
        <translation>Εδώ καταγράφεται κάθε βήμα του παιχνιδιού.</translation>
    </message>
    <message>
        <source>A set-up position (round {letter}): the game&apos;s earlier rounds were not played here. Every step from now on is written here.</source>
        <translation>Στημένη θέση (γύρος {letter}): οι προηγούμενοι γύροι του παιχνιδιού δεν παίχτηκαν εδώ. Κάθε επόμενο βήμα θα γράφεται εδώ.</translation>
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
        <translation>Περισσότερα εργαλεία</translation>
    </message>
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
        <source>There is no list of choices now: it opens while a build or a use with several ways of doing it is being shaped.</source>
        <translation>Δεν υπάρχει τώρα λίστα επιλογών: ανοίγει όταν διαμορφώνεις μια κατασκευή ή μια χρήση που γίνεται με περισσότερους από έναν τρόπους.</translation>
    </message>
    <message>
        <source>The autosave cannot write ({reason}): your newest moves are not on disk yet. It is tried again; Game ▸ Save as… puts the game elsewhere.</source>
        <translation>Η αυτόματη αποθήκευση δεν μπορεί να γράψει ({reason}): οι τελευταίες σου κινήσεις δεν είναι ακόμη στον δίσκο. Ξαναδοκιμάζει· με Παιχνίδι ▸ Αποθήκευση ως… αποθηκεύεις το παιχνίδι αλλού.</translation>
    </message>
    <message>
        <source>The autosave works again: every move is on disk.</source>
        <translation>Η αυτόματη αποθήκευση λειτουργεί ξανά: όλες οι κινήσεις είναι στον δίσκο.</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Γλώσσα</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>&amp;Εφέ κίνησης</translation>
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
        <source>&amp;Final scores</source>
        <translation>&amp;Τελική βαθμολογία</translation>
    </message>
    <message>
        <source>Suggest a &amp;move</source>
        <translation>&amp;Υπόδειξη κίνησης</translation>
    </message>
    <message>
        <source>&amp;Review this game</source>
        <translation>Ανα&amp;σκόπηση του παιχνιδιού</translation>
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
        <translation>Επανάλη&amp;ψη</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Ημερολόγιο παιχνιδιού</translation>
    </message>
    <message>
        <source>Teaching</source>
        <translation>Εκμάθηση</translation>
    </message>
    <message>
        <source>Game l&amp;og</source>
        <translation>&amp;Ημερολόγιο παιχνιδιού</translation>
    </message>
    <message>
        <source>&amp;Side panels</source>
        <translation>&amp;Πλευρικοί πίνακες</translation>
    </message>
    <message>
        <source>All choices</source>
        <translation>Όλες οι επιλογές</translation>
    </message>
    <message>
        <source>&amp;Teaching mode</source>
        <translation>Εκ&amp;μάθηση</translation>
    </message>
    <message>
        <source>There is nothing to undo yet.</source>
        <translation>Δεν υπάρχει ακόμη τίποτα για αναίρεση.</translation>
    </message>
    <message>
        <source>There is nothing to redo.</source>
        <translation>Δεν υπάρχει τίποτα για επανάληψη.</translation>
    </message>
    <message>
        <source>Explain every rule as it applies</source>
        <translation>Εξήγηση κάθε κανόνα τη στιγμή που εφαρμόζεται</translation>
    </message>
    <message>
        <source>&amp;Symbols</source>
        <translation>Σύ&amp;μβολα</translation>
    </message>
    <message>
        <source>Component &amp;data…</source>
        <translation>&amp;Δεδομένα εξαρτημάτων…</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Επιβεβαίωση</translation>
    </message>
    <message>
        <source>Confirm, keep turn open</source>
        <translation>Επιβεβαίωση, συνεχίζω τη σειρά</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Ακύρωση</translation>
    </message>
    <message>
        <source>Previous choice</source>
        <translation>Προηγούμενη επιλογή</translation>
    </message>
    <message>
        <source>Next choice</source>
        <translation>Επόμενη επιλογή</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Βοήθεια</translation>
    </message>
    <message>
        <source>Your component table is saved; new games use it, the game in progress keeps its own.</source>
        <translation>Ο πίνακας εξαρτημάτων σου αποθηκεύτηκε· τα νέα παιχνίδια τον χρησιμοποιούν, το παιχνίδι σε εξέλιξη κρατά τον δικό του.</translation>
    </message>
    <message>
        <source>Unsaved moves</source>
        <translation>Μη αποθηκευμένες κινήσεις</translation>
    </message>
    <message>
        <source>The autosave could not write your newest moves to disk. Save the game to another place before closing?</source>
        <translation>Η αυτόματη αποθήκευση δεν μπόρεσε να γράψει τις τελευταίες σου κινήσεις στον δίσκο. Να αποθηκευτεί το παιχνίδι σε άλλη θέση πριν κλείσει;</translation>
    </message>
    <message>
        <source>Close all the same? The moves not on disk will be lost.</source>
        <translation>Να κλείσει παρ&apos; όλα αυτά; Οι κινήσεις που δεν είναι στον δίσκο θα χαθούν.</translation>
    </message>
    <message>
        <source>&amp;Rules reference</source>
        <translation>&amp;Οδηγός κανόνων</translation>
    </message>
    <message>
        <source>&amp;Guided first game</source>
        <translation>&amp;Καθοδηγούμενο πρώτο παιχνίδι</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Πληκτρολόγιο</translation>
    </message>
    <message>
        <source>&amp;Describe the table</source>
        <translation>Περιγραφή του &amp;τραπεζιού</translation>
    </message>
    <message>
        <source>&amp;About Le Havre: The Inland Port</source>
        <translation>&amp;Σχετικά με το Le Havre: The Inland Port</translation>
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
        <source>{what} ({keys})</source>
        <translation>{what} ({keys})</translation>
    </message>
    <message>
        <source>{first} vs {second}</source>
        <translation>{first:The} εναντίον {second:gen}</translation>
    </message>
    <message>
        <source>{game} ({file})</source>
        <translation>{game} ({file})</translation>
    </message>
    <message>
        <source>{file} is not a game this program can open. The file was left as it is.

Details: {reason}</source>
        <translation>Το αρχείο {file} δεν είναι παιχνίδι που μπορεί να ανοίξει αυτό το πρόγραμμα. Το αρχείο δεν τροποποιήθηκε.

Λεπτομέρειες: {reason}</translation>
    </message>
</context>
<context>
    <name>MarkerForm</name>
    <message>
        <source>fish marker</source>
        <extracomment>the goods marker of this good, without article (Greek «δείκτης ψαριού»; Hungarian «halszámláló»)</extracomment>
        <translation>δείκτης ψαριού</translation>
    </message>
    <message>
        <source>clay marker</source>
        <extracomment>the goods marker of this good, without article (Greek «δείκτης ψαριού»; Hungarian «halszámláló»)</extracomment>
        <translation>δείκτης πηλού</translation>
    </message>
    <message>
        <source>wood marker</source>
        <extracomment>the goods marker of this good, without article (Greek «δείκτης ψαριού»; Hungarian «halszámláló»)</extracomment>
        <translation>δείκτης ξύλου</translation>
    </message>
    <message>
        <source>grain marker</source>
        <extracomment>the goods marker of this good, without article (Greek «δείκτης ψαριού»; Hungarian «halszámláló»)</extracomment>
        <translation>δείκτης σιταριού</translation>
    </message>
</context>
<context>
    <name>MarkerForm:acc</name>
    <message>
        <source>fish marker</source>
        <extracomment>acc: the goods marker, accusative with the article (Greek «τον δείκτη ψαριού»; Hungarian «a halszámlálót»)</extracomment>
        <translation>τον δείκτη ψαριού</translation>
    </message>
    <message>
        <source>clay marker</source>
        <extracomment>acc: the goods marker, accusative with the article (Greek «τον δείκτη ψαριού»; Hungarian «a halszámlálót»)</extracomment>
        <translation>τον δείκτη πηλού</translation>
    </message>
    <message>
        <source>wood marker</source>
        <extracomment>acc: the goods marker, accusative with the article (Greek «τον δείκτη ψαριού»; Hungarian «a halszámlálót»)</extracomment>
        <translation>τον δείκτη ξύλου</translation>
    </message>
    <message>
        <source>grain marker</source>
        <extracomment>acc: the goods marker, accusative with the article (Greek «τον δείκτη ψαριού»; Hungarian «a halszámlálót»)</extracomment>
        <translation>τον δείκτη σιταριού</translation>
    </message>
</context>
<context>
    <name>MarkerForm:gen</name>
    <message>
        <source>fish marker</source>
        <extracomment>gen: the goods marker, genitive with the article (Greek «του δείκτη ψαριού»; Hungarian «a halszámlálónak»)</extracomment>
        <translation>του δείκτη ψαριού</translation>
    </message>
    <message>
        <source>clay marker</source>
        <extracomment>gen: the goods marker, genitive with the article (Greek «του δείκτη ψαριού»; Hungarian «a halszámlálónak»)</extracomment>
        <translation>του δείκτη πηλού</translation>
    </message>
    <message>
        <source>wood marker</source>
        <extracomment>gen: the goods marker, genitive with the article (Greek «του δείκτη ψαριού»; Hungarian «a halszámlálónak»)</extracomment>
        <translation>του δείκτη ξύλου</translation>
    </message>
    <message>
        <source>grain marker</source>
        <extracomment>gen: the goods marker, genitive with the article (Greek «του δείκτη ψαριού»; Hungarian «a halszámlálónak»)</extracomment>
        <translation>του δείκτη σιταριού</translation>
    </message>
</context>
<context>
    <name>MarkerForm:owned</name>
    <message>
        <source>fish marker</source>
        <extracomment>owned: the goods marker of a player named just before it (Hungarian «Max agyagszámlálója»; Greek and English say it as &quot;the&quot;: «ο δείκτης πηλού», the owner following in the genitive)</extracomment>
        <translation>ο δείκτης ψαριού</translation>
    </message>
    <message>
        <source>clay marker</source>
        <extracomment>owned: the goods marker of a player named just before it (Hungarian «Max agyagszámlálója»; Greek and English say it as &quot;the&quot;: «ο δείκτης πηλού», the owner following in the genitive)</extracomment>
        <translation>ο δείκτης πηλού</translation>
    </message>
    <message>
        <source>wood marker</source>
        <extracomment>owned: the goods marker of a player named just before it (Hungarian «Max agyagszámlálója»; Greek and English say it as &quot;the&quot;: «ο δείκτης πηλού», the owner following in the genitive)</extracomment>
        <translation>ο δείκτης ξύλου</translation>
    </message>
    <message>
        <source>grain marker</source>
        <extracomment>owned: the goods marker of a player named just before it (Hungarian «Max agyagszámlálója»; Greek and English say it as &quot;the&quot;: «ο δείκτης πηλού», the owner following in the genitive)</extracomment>
        <translation>ο δείκτης σιταριού</translation>
    </message>
</context>
<context>
    <name>MarkerForm:the</name>
    <message>
        <source>fish marker</source>
        <extracomment>the: the goods marker, nominative with the article (Greek «ο δείκτης ψαριού»; Hungarian «a halszámláló»)</extracomment>
        <translation>ο δείκτης ψαριού</translation>
    </message>
    <message>
        <source>clay marker</source>
        <extracomment>the: the goods marker, nominative with the article (Greek «ο δείκτης ψαριού»; Hungarian «a halszámláló»)</extracomment>
        <translation>ο δείκτης πηλού</translation>
    </message>
    <message>
        <source>wood marker</source>
        <extracomment>the: the goods marker, nominative with the article (Greek «ο δείκτης ψαριού»; Hungarian «a halszámláló»)</extracomment>
        <translation>ο δείκτης ξύλου</translation>
    </message>
    <message>
        <source>grain marker</source>
        <extracomment>the: the goods marker, nominative with the article (Greek «ο δείκτης ψαριού»; Hungarian «a halszámláló»)</extracomment>
        <translation>ο δείκτης σιταριού</translation>
    </message>
</context>
<context>
    <name>MoveExplained</name>
    <message>
        <source>{player} built the {building}: it expects to finish with {mine}, you with {theirs}.</source>
        <translation>{player:The} κατασκεύασε {building:acc}: υπολογίζει ότι θα τελειώσει με {mine} πόντους κι εσύ με {theirs}.</translation>
    </message>
    <message>
        <source>{player} built the {building}: it expects to finish with {mine}, {opponent} with {theirs}.</source>
        <translation>{player:The} κατασκεύασε {building:acc}: υπολογίζει ότι θα τελειώσει με {mine} πόντους και {opponent:the} με {theirs}.</translation>
    </message>
    <message>
        <source>{player} used the {building}: it expects to finish with {mine}, you with {theirs}.</source>
        <translation>{player:The} χρησιμοποίησε {building:acc}: υπολογίζει ότι θα τελειώσει με {mine} πόντους κι εσύ με {theirs}.</translation>
    </message>
    <message>
        <source>{player} used the {building}: it expects to finish with {mine}, {opponent} with {theirs}.</source>
        <translation>{player:The} χρησιμοποίησε {building:acc}: υπολογίζει ότι θα τελειώσει με {mine} πόντους και {opponent:the} με {theirs}.</translation>
    </message>
    <message>
        <source>{player} passed: it expects to finish with {mine}, you with {theirs}.</source>
        <translation>{player:The} είπε πάσο: υπολογίζει ότι θα τελειώσει με {mine} πόντους κι εσύ με {theirs}.</translation>
    </message>
    <message>
        <source>{player} passed: it expects to finish with {mine}, {opponent} with {theirs}.</source>
        <translation>{player:The} είπε πάσο: υπολογίζει ότι θα τελειώσει με {mine} πόντους και {opponent:the} με {theirs}.</translation>
    </message>
    <message>
        <source>Building the {building} instead would have left it {mine}, you {theirs}.</source>
        <translation>Αν είχε κατασκευάσει {building:acc}, θα περίμενε να τελειώσει με {mine} κι εσύ με {theirs}.</translation>
    </message>
    <message>
        <source>Building the {building} instead would have left it {mine}, {opponent} {theirs}.</source>
        <translation>Αν είχε κατασκευάσει {building:acc}, θα περίμενε να τελειώσει με {mine} και {opponent:the} με {theirs}.</translation>
    </message>
    <message>
        <source>Using the {building} instead would have left it {mine}, you {theirs}.</source>
        <translation>Αν είχε χρησιμοποιήσει {building:acc}, θα περίμενε να τελειώσει με {mine} κι εσύ με {theirs}.</translation>
    </message>
    <message>
        <source>Using the {building} instead would have left it {mine}, {opponent} {theirs}.</source>
        <translation>Αν είχε χρησιμοποιήσει {building:acc}, θα περίμενε να τελειώσει με {mine} και {opponent:the} με {theirs}.</translation>
    </message>
    <message>
        <source>You can expect to finish with {mine}, {opponent} with {theirs}.</source>
        <translation>Μπορείς να περιμένεις ότι θα τελειώσεις με {mine} πόντους και {opponent:the} με {theirs}.</translation>
    </message>
    <message>
        <source>Building the {building} instead would leave you {mine}, {opponent} {theirs}.</source>
        <translation>Αν κατασκευάσεις {building:acc} αντί γι&apos; αυτό, μπορείς να περιμένεις {mine} πόντους και {opponent:the} {theirs}.</translation>
    </message>
    <message>
        <source>Using the {building} instead would leave you {mine}, {opponent} {theirs}.</source>
        <translation>Αν χρησιμοποιήσεις {building:acc} αντί γι&apos; αυτό, μπορείς να περιμένεις {mine} πόντους και {opponent:the} {theirs}.</translation>
    </message>
    <message>
        <source>Why this move</source>
        <translation>Γιατί αυτή η κίνηση</translation>
    </message>
</context>
<context>
    <name>MoveReasons</name>
    <message>
        <source>Why this move?</source>
        <translation>Γιατί αυτή η κίνηση;</translation>
    </message>
    <message>
        <source>What the computer expected from its last move, and the best move it rejected</source>
        <translation>Τι περίμενε ο υπολογιστής από την τελευταία του κίνηση και ποια ήταν η καλύτερη κίνηση που απέρριψε</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>masculine</source>
        <extracomment>the gender choice beside a name, as Greek shows it: the article of a masculine name (Greek «ο»)</extracomment>
        <translation>ο</translation>
    </message>
    <message>
        <source>feminine</source>
        <extracomment>the gender choice beside a name, as Greek shows it: the article of a feminine name (Greek «η»)</extracomment>
        <translation>η</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Νέο παιχνίδι</translation>
    </message>
    <message>
        <source>Two players share this computer. The start player takes the A–F board; the other player takes the G–L board.</source>
        <translation>Δύο παίκτες παίζουν στον ίδιο υπολογιστή. Ο αρχικός παίκτης παίρνει το ταμπλό A–F και ο άλλος παίκτης το ταμπλό G–L.</translation>
    </message>
    <message>
        <source>Either player can be the computer, at the level you choose. With the computer on both sides you watch a game.</source>
        <translation>Οποιοσδήποτε από τους δύο παίκτες μπορεί να είναι ο υπολογιστής, στο επίπεδο που θα διαλέξεις. Αν ο υπολογιστής παίζει και στις δύο θέσεις, απλώς παρακολουθείς ένα παιχνίδι.</translation>
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
        <source>The name&apos;s gender, for the article Greek gives it: «ο Νίκος», «η Μαρία».</source>
        <translation>Το γένος του ονόματος, για το άρθρο που παίρνει στα ελληνικά: «ο Νίκος», «η Μαρία».</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Άνθρωπος</translation>
    </message>
    <message>
        <source>A person plays at this computer.</source>
        <translation>Σε αυτόν τον υπολογιστή παίζει άνθρωπος.</translation>
    </message>
    <message>
        <source>Start game</source>
        <extracomment>the New game dialog&apos;s button that starts the game with the players chosen</extracomment>
        <translation>Έναρξη παιχνιδιού</translation>
    </message>
    <message>
        <source>{name} starts</source>
        <translation>Ξεκινά {name:the}</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Τυχαία</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>A Matrix ID looks like @name:example.org.</source>
        <translation>Ένα Matrix ID μοιάζει με @name:example.org.</translation>
    </message>
    <message>
        <source>That is your own Matrix ID: invite somebody else.</source>
        <translation>Αυτό είναι το δικό σου Matrix ID: προσκάλεσε κάποιον άλλον.</translation>
    </message>
    <message>
        <source>The two players need different names.</source>
        <translation>Οι δύο παίκτες χρειάζονται διαφορετικά ονόματα.</translation>
    </message>
    <message>
        <source>Friend&apos;s Matrix ID:</source>
        <translation>Matrix ID του φίλου σου:</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Το όνομά σου:</translation>
    </message>
    <message>
        <source>Friend&apos;s name:</source>
        <translation>Όνομα του φίλου σου:</translation>
    </message>
    <message>
        <source>Start player:</source>
        <translation>Αρχικός παίκτης:</translation>
    </message>
    <message>
        <source>Component table:</source>
        <translation>Πίνακας εξαρτημάτων:</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Κανόνες:</translation>
    </message>
    <message>
        <source>@name:example.org</source>
        <translation>@name:example.org</translation>
    </message>
    <message>
        <source>You start</source>
        <translation>Ξεκινάς εσύ</translation>
    </message>
    <message>
        <source>Your friend starts</source>
        <translation>Ξεκινά ο φίλος σου</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Τυχαία</translation>
    </message>
    <message>
        <source>Your component table (Game ▸ Component data…)</source>
        <translation>Ο πίνακας εξαρτημάτων σου (Παιχνίδι ▸ Δεδομένα εξαρτημάτων…)</translation>
    </message>
    <message>
        <source>The built-in table</source>
        <translation>Ο ενσωματωμένος πίνακας</translation>
    </message>
    <message>
        <source>Revision {n} (current)</source>
        <translation>Αναθεώρηση {n} (τρέχουσα)</translation>
    </message>
    <message>
        <source>Revision {n}</source>
        <translation>Αναθεώρηση {n}</translation>
    </message>
    <message>
        <source>Send the invitation</source>
        <translation>Στείλε την πρόσκληση</translation>
    </message>
    <message>
        <source>Signing in…</source>
        <translation>Σύνδεση…</translation>
    </message>
    <message>
        <source>The homeserver has ended the session of {user}: type your password to sign in again. The game on the table stays, and your moves wait to be sent.</source>
        <translation>Ο homeserver τερμάτισε τη συνεδρία του λογαριασμού {user}: πληκτρολόγησε τον κωδικό σου για να συνδεθείς ξανά. Το παιχνίδι στο τραπέζι μένει, και οι κινήσεις σου περιμένουν να σταλούν.</translation>
    </message>
    <message>
        <source>Signed in as {user}.</source>
        <translation>Έχεις συνδεθεί ως {user}.</translation>
    </message>
    <message>
        <source>Your session is kept in the system keyring; your password is kept nowhere. Sign out removes the session.</source>
        <translation>Η συνεδρία σου φυλάσσεται στην κλειδοθήκη του συστήματος· ο κωδικός σου δεν φυλάσσεται πουθενά. Η αποσύνδεση διαγράφει τη συνεδρία.</translation>
    </message>
    <message>
        <source>There is no system keyring here: your session is kept in a file only you can read ({file}); your password is kept nowhere. Sign out removes the session.</source>
        <translation>Εδώ δεν υπάρχει κλειδοθήκη συστήματος: η συνεδρία σου φυλάσσεται σε ένα αρχείο που μόνο εσύ μπορείς να διαβάσεις ({file})· ο κωδικός σου δεν φυλάσσεται πουθενά. Η αποσύνδεση διαγράφει τη συνεδρία.</translation>
    </message>
    <message>
        <source>Play online</source>
        <translation>Παιχνίδι online</translation>
    </message>
    <message>
        <source>Play a friend on another computer, live or a move a day, over Matrix, an open messaging network. Each of you needs a Matrix account, on any homeserver (several offer them free, matrix.org among them). The game is a room on your homeservers: it is not end-to-end encrypted, so the homeservers&apos; operators can read its moves and chat.</source>
        <translation>Παίξε με έναν φίλο σου σε άλλον υπολογιστή, ζωντανά ή με μία κίνηση τη μέρα, μέσω του Matrix, ενός ανοιχτού δικτύου μηνυμάτων. Ο καθένας σας χρειάζεται έναν λογαριασμό Matrix, σε οποιονδήποτε homeserver (αρκετοί τους δίνουν δωρεάν, ανάμεσά τους το matrix.org). Το παιχνίδι είναι ένα δωμάτιο στους homeservers σας: δεν έχει κρυπτογράφηση από άκρο σε άκρο, οπότε οι διαχειριστές των homeservers μπορούν να διαβάσουν τις κινήσεις και τη συνομιλία του.</translation>
    </message>
    <message>
        <source>Your Matrix account</source>
        <translation>Ο λογαριασμός σου στο Matrix</translation>
    </message>
    <message>
        <source>Homeserver:</source>
        <translation>Homeserver:</translation>
    </message>
    <message>
        <source>User:</source>
        <translation>Χρήστης:</translation>
    </message>
    <message>
        <source>Password:</source>
        <translation>Κωδικός:</translation>
    </message>
    <message>
        <source>your user name, or @name:example.org</source>
        <translation>το όνομα χρήστη σου ή @name:example.org</translation>
    </message>
    <message>
        <source>Sign in</source>
        <translation>Σύνδεση</translation>
    </message>
    <message>
        <source>Sign in in the browser…</source>
        <translation>Σύνδεση μέσω του προγράμματος περιήγησης…</translation>
    </message>
    <message>
        <source>Sign out</source>
        <translation>Αποσύνδεση</translation>
    </message>
    <message>
        <source>Invite a friend</source>
        <translation>Πρόσκληση φίλου</translation>
    </message>
    <message>
        <source>Your games</source>
        <translation>Τα παιχνίδια σου</translation>
    </message>
    <message>
        <source>Whose move or the result</source>
        <translation>Σειρά ή αποτέλεσμα</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Από</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Παιχνίδι</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Αντίπαλος</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Συμμετοχή</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Απόρριψη</translation>
    </message>
    <message>
        <source>Play this game</source>
        <translation>Παίξε αυτό το παιχνίδι</translation>
    </message>
    <message>
        <source>{name} · {presence}</source>
        <translation>{name} · {presence}</translation>
    </message>
    <message>
        <source>On Matrix: {account}</source>
        <translation>Στο Matrix: {account}</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Εσύ</translation>
    </message>
    <message>
        <source>{time} {name}: {text}</source>
        <translation>{time} {name}: {text}</translation>
    </message>
    <message>
        <source>Online game</source>
        <translation>Παιχνίδι online</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Συνομιλία</translation>
    </message>
    <message>
        <source>Your message</source>
        <translation>Το μήνυμά σου</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Αποστολή</translation>
    </message>
    <message>
        <source>Allow</source>
        <translation>Να επιτραπεί</translation>
    </message>
    <message>
        <source>{first} vs {second}</source>
        <translation>{first} εναντίον {second}</translation>
    </message>
    <message>
        <source>a draw at {total}</source>
        <extracomment>{total}: the score both players ended with.</extracomment>
        <translation>ισοπαλία με {total} πόντους ο καθένας</translation>
    </message>
    <message>
        <source>you won, {a} to {b}</source>
        <extracomment>{a}: the player&apos;s score, {b}: the opponent&apos;s.</extracomment>
        <translation>κέρδισες με {a} έναντι {b}</translation>
    </message>
    <message>
        <source>{name} won, {a} to {b}</source>
        <extracomment>{name}: the opponent, the winner (a Player term: {name:the} …); {a}: their score, {b}: the player&apos;s.</extracomment>
        <translation>κέρδισε {name:the} με {a} έναντι {b}</translation>
    </message>
    <message>
        <source>your move</source>
        <translation>σειρά σου</translation>
    </message>
    <message>
        <source>{name} to move</source>
        <translation>σειρά του αντιπάλου: {name}</translation>
    </message>
    <message>
        <source>{name} to move, last move {time}</source>
        <translation>σειρά του αντιπάλου: {name}, τελευταία κίνηση {time}</translation>
    </message>
    <message>
        <source>{game}: {state}</source>
        <translation>{game}: {state}</translation>
    </message>
    <message>
        <source>Online &amp;games</source>
        <translation>&amp;Παιχνίδια online</translation>
    </message>
    <message>
        <source>Not signed in: Game ▸ Play a friend online… signs in</source>
        <translation>Δεν έχεις συνδεθεί: το Παιχνίδι ▸ Παίξε online με έναν φίλο… σε συνδέει</translation>
    </message>
    <message>
        <source>No online game in progress</source>
        <translation>Κανένα παιχνίδι online σε εξέλιξη</translation>
    </message>
    <message>
        <source>Finished games</source>
        <translation>Ολοκληρωμένα παιχνίδια</translation>
    </message>
    <message>
        <source>Play a friend on&amp;line…</source>
        <translation>Παίξε online με έναν &amp;φίλο…</translation>
    </message>
    <message>
        <source>Sign in on the page your browser shows; then come back here.</source>
        <translation>Συνδέσου στη σελίδα που δείχνει το πρόγραμμα περιήγησης· μετά γύρισε εδώ.</translation>
    </message>
    <message>
        <source>You are signed in: go back to the game.</source>
        <translation>Συνδέθηκες: γύρισε στο παιχνίδι.</translation>
    </message>
    <message>
        <source>Setting up the game and inviting {friend}…</source>
        <translation>Στήνεται το παιχνίδι και στέλνεται πρόσκληση στον χρήστη {friend}…</translation>
    </message>
    <message>
        <source>Setting up the rematch and inviting {name}: it comes on the table when it is ready.</source>
        <translation>Ετοιμάζεται η ρεβάνς και στέλνεται πρόσκληση {name:to}: θα εμφανιστεί στο τραπέζι μόλις είναι έτοιμη.</translation>
    </message>
    <message>
        <source>Joining the game…</source>
        <translation>Συμμετοχή στο παιχνίδι…</translation>
    </message>
    <message>
        <source>You are signed out: the session is removed from this computer.</source>
        <translation>Αποσυνδέθηκες: η συνεδρία διαγράφηκε από αυτόν τον υπολογιστή.</translation>
    </message>
    <message>
        <source>{friend} invites you to a game (Game ▸ Play a friend online…).</source>
        <translation>Ο χρήστης {friend} σε προσκαλεί σε ένα παιχνίδι (Παιχνίδι ▸ Παίξε online με έναν φίλο…).</translation>
    </message>
    <message>
        <source>An invitation to play</source>
        <translation>Μια πρόσκληση για παιχνίδι</translation>
    </message>
    <message>
        <source>This room holds no game you play.</source>
        <translation>Αυτό το δωμάτιο δεν έχει κάποιο παιχνίδι στο οποίο παίζεις.</translation>
    </message>
    <message>
        <source>The game on the table could not be put aside ({reason}), so the online game was not opened.</source>
        <translation>Το παιχνίδι που είναι στο τραπέζι δεν μπόρεσε να φυλαχτεί ({reason}), γι&apos; αυτό το παιχνίδι online δεν άνοιξε.</translation>
    </message>
    <message>
        <source>You play {name} online: the game is the one in your room on Matrix.</source>
        <translation>Παίζεις online με αντίπαλο: {name}. Το παιχνίδι είναι αυτό που βρίσκεται στο δωμάτιό σας στο Matrix.</translation>
    </message>
    <message>
        <source>{name} has moved in {game}.</source>
        <translation>Ο αντίπαλός σου ({name}) έπαιξε στο παιχνίδι {game}.</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Σειρά σου</translation>
    </message>
    <message>
        <source>A message from {name}</source>
        <translation>Μήνυμα από: {name}</translation>
    </message>
    <message>
        <source>Sending your message…</source>
        <translation>Το μήνυμά σου στέλνεται…</translation>
    </message>
    <message>
        <source>The connection is lost, retrying: your message is sent when it is back.</source>
        <translation>Η σύνδεση χάθηκε, νέα προσπάθεια: το μήνυμά σου θα σταλεί μόλις επανέλθει.</translation>
    </message>
    <message>
        <source>Your message could not be sent.</source>
        <translation>Το μήνυμά σου δεν μπόρεσε να σταλεί.</translation>
    </message>
    <message>
        <source>You asked {name} to take back your last move: their answer comes here.</source>
        <translation>Ζήτησες από τον αντίπαλό σου ({name}) να πάρεις πίσω την τελευταία σου κίνηση: η απάντηση θα έρθει εδώ.</translation>
    </message>
    <message>
        <source>{name} asks to take back their last move (with your moves after it, if any). Allow it?</source>
        <translation>Ο αντίπαλός σου ({name}) ζητά να πάρει πίσω την τελευταία του κίνηση (μαζί με τις δικές σου κινήσεις μετά από αυτήν, αν υπάρχουν). Να επιτραπεί;</translation>
    </message>
    <message>
        <source>An undo request</source>
        <translation>Αίτημα αναίρεσης</translation>
    </message>
    <message>
        <source>You allowed {name} to take back their move.</source>
        <translation>Επέτρεψες στον αντίπαλό σου ({name}) να πάρει πίσω την κίνησή του.</translation>
    </message>
    <message>
        <source>You declined: {name}&apos;s move stays.</source>
        <translation>Αρνήθηκες: η κίνηση του αντιπάλου σου ({name}) μένει.</translation>
    </message>
    <message>
        <source>{name} agreed: your move is taken back.</source>
        <translation>Ο αντίπαλός σου ({name}) συμφώνησε: η κίνησή σου αναιρέθηκε.</translation>
    </message>
    <message>
        <source>{name} declined to take back your move.</source>
        <translation>Ο αντίπαλός σου ({name}) δεν δέχτηκε να αναιρεθεί η κίνησή σου.</translation>
    </message>
    <message>
        <source>Connecting to {server}…</source>
        <translation>Σύνδεση με {server}…</translation>
    </message>
    <message>
        <source>Connected to {server}.</source>
        <translation>Συνδέθηκες με {server}.</translation>
    </message>
    <message>
        <source>The homeserver has ended your session: sign in again (Game ▸ Play a friend online…). Your moves wait and are sent then.</source>
        <translation>Ο homeserver τερμάτισε τη συνεδρία σου: συνδέσου ξανά (Παιχνίδι ▸ Παίξε online με έναν φίλο…). Οι κινήσεις σου περιμένουν και θα σταλούν τότε.</translation>
    </message>
    <message>
        <source>Not signed in.</source>
        <translation>Δεν έχεις συνδεθεί.</translation>
    </message>
    <message>
        <source>Sending your move…</source>
        <translation>Η κίνησή σου στέλνεται…</translation>
    </message>
    <message>
        <source>Your move is sent.</source>
        <translation>Η κίνησή σου στάλθηκε.</translation>
    </message>
    <message>
        <source>The connection is lost, retrying: your move waits and is sent when it is back.</source>
        <translation>Η σύνδεση χάθηκε, νέα προσπάθεια: η κίνησή σου περιμένει και θα σταλεί μόλις επανέλθει.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Το παιχνίδι τελείωσε.</translation>
    </message>
    <message>
        <source>Your move.</source>
        <translation>Σειρά σου.</translation>
    </message>
    <message>
        <source>Waiting for {name}&apos;s first move.</source>
        <translation>Αναμονή για την πρώτη κίνηση του αντιπάλου: {name}.</translation>
    </message>
    <message>
        <source>Waiting for {name}&apos;s move (their last move: {time}).</source>
        <translation>Αναμονή για την κίνηση του αντιπάλου: {name} (τελευταία κίνηση: {time}).</translation>
    </message>
    <message>
        <source>Waiting for {name}&apos;s move</source>
        <translation>Αναμονή για την κίνηση του αντιπάλου: {name}</translation>
    </message>
    <message>
        <source>It is {name}&apos;s turn: their move appears on the table when they make it.</source>
        <translation>Είναι η σειρά του αντιπάλου σου ({name}): η κίνησή του θα εμφανιστεί στο τραπέζι μόλις την κάνει.</translation>
    </message>
    <message>
        <source>online</source>
        <translation>συνδεδεμένος</translation>
    </message>
    <message>
        <source>away</source>
        <translation>λείπει</translation>
    </message>
    <message>
        <source>offline</source>
        <translation>εκτός σύνδεσης</translation>
    </message>
    <message>
        <source>Your last move could not be sent to the game: the table shows the game as it stands in the room. Make your move again.</source>
        <translation>Η τελευταία σου κίνηση δεν μπόρεσε να σταλεί στο παιχνίδι: το τραπέζι δείχνει το παιχνίδι όπως είναι στο δωμάτιο. Κάνε ξανά την κίνησή σου.</translation>
    </message>
    <message>
        <source>You made a move in this game on another computer: the table shows it.</source>
        <translation>Έκανες μια κίνηση σε αυτό το παιχνίδι από άλλον υπολογιστή: το τραπέζι τη δείχνει.</translation>
    </message>
    <message>
        <source>In an online game, Undo asks your opponent to take back your last move once it is in the room, and none is there now: the table shows the game as it stands in the room.</source>
        <translation>Σε ένα παιχνίδι online, η Αναίρεση ζητά από τον αντίπαλό σου να πάρεις πίσω την τελευταία σου κίνηση όταν αυτή έχει φτάσει στο δωμάτιο, και τώρα δεν υπάρχει καμία εκεί: το τραπέζι δείχνει το παιχνίδι όπως είναι στο δωμάτιο.</translation>
    </message>
    <message>
        <source>The table shows the game as it stands in the room.</source>
        <translation>Το τραπέζι δείχνει το παιχνίδι όπως είναι στο δωμάτιο.</translation>
    </message>
    <message>
        <source>{sender} is in the game&apos;s room but does not play in this game: their event was ignored.</source>
        <translation>Ο χρήστης {sender} είναι στο δωμάτιο του παιχνιδιού αλλά δεν παίζει σε αυτό: το συμβάν του αγνοήθηκε.</translation>
    </message>
    <message>
        <source>A message from {sender}, who is not playing this game, was not shown.</source>
        <translation>Ένα μήνυμα του χρήστη {sender}, που δεν παίζει σε αυτό το παιχνίδι, δεν εμφανίστηκε.</translation>
    </message>
    <message>
        <source>{sender} sent a move while it was not their turn: it was ignored.</source>
        <translation>Ο χρήστης {sender} έστειλε μια κίνηση ενώ δεν ήταν η σειρά του: αγνοήθηκε.</translation>
    </message>
    <message>
        <source>{sender} sent a move out of order: it was ignored.</source>
        <translation>Ο χρήστης {sender} έστειλε μια κίνηση εκτός σειράς: αγνοήθηκε.</translation>
    </message>
    <message>
        <source>{sender} sent a move the rules do not allow here, and it was ignored. {reason}</source>
        <translation>Ο χρήστης {sender} έστειλε μια κίνηση που οι κανόνες δεν επιτρέπουν εδώ, και αγνοήθηκε. {reason}</translation>
    </message>
    <message>
        <source>{sender} sent an event this program cannot read as a move of the game: it was ignored.</source>
        <translation>Ο χρήστης {sender} έστειλε ένα συμβάν που αυτό το πρόγραμμα δεν μπορεί να διαβάσει ως κίνηση του παιχνιδιού: αγνοήθηκε.</translation>
    </message>
    <message>
        <source>{sender} sent an event far larger than any move: it was ignored.</source>
        <translation>Ο χρήστης {sender} έστειλε ένα συμβάν πολύ μεγαλύτερο από οποιαδήποτε κίνηση: αγνοήθηκε.</translation>
    </message>
    <message>
        <source>{sender} sent a new setup for this game: it was ignored; the game is the one set up at the start.</source>
        <translation>Ο χρήστης {sender} έστειλε νέο στήσιμο για αυτό το παιχνίδι: αγνοήθηκε· το παιχνίδι είναι αυτό που στήθηκε στην αρχή.</translation>
    </message>
    <message>
        <source>The setup of this game cannot be read: the room holds no game this program can play.</source>
        <translation>Το στήσιμο αυτού του παιχνιδιού δεν μπορεί να διαβαστεί: το δωμάτιο δεν έχει κάποιο παιχνίδι που μπορεί να παίξει αυτό το πρόγραμμα.</translation>
    </message>
    <message>
        <source>This game was set up by a newer version of the program: install the newer version to play it.</source>
        <translation>Αυτό το παιχνίδι στήθηκε με νεότερη έκδοση του προγράμματος: εγκατάστησε τη νεότερη έκδοση για να το παίξεις.</translation>
    </message>
    <message>
        <source>{sender} sent a move after the end of the game: it was ignored.</source>
        <translation>Ο χρήστης {sender} έστειλε μια κίνηση μετά το τέλος του παιχνιδιού: αγνοήθηκε.</translation>
    </message>
    <message>
        <source>{sender} sent an undo request or answer that does not fit the game: it was ignored.</source>
        <translation>Ο χρήστης {sender} έστειλε αίτημα ή απάντηση αναίρεσης που δεν ταιριάζει στο παιχνίδι: αγνοήθηκε.</translation>
    </message>
    <message>
        <source>Your game is unchanged.</source>
        <translation>Το παιχνίδι σου δεν άλλαξε.</translation>
    </message>
    <message>
        <source>You are not signed in.</source>
        <translation>Δεν έχεις συνδεθεί.</translation>
    </message>
    <message>
        <source>This game is not among your online games.</source>
        <translation>Αυτό το παιχνίδι δεν είναι ανάμεσα στα παιχνίδια σου online.</translation>
    </message>
    <message>
        <source>It is not your turn in this game.</source>
        <translation>Δεν είναι η σειρά σου σε αυτό το παιχνίδι.</translation>
    </message>
    <message>
        <source>The move does not follow the game as it stands.</source>
        <translation>Η κίνηση δεν ταιριάζει με το παιχνίδι όπως είναι τώρα.</translation>
    </message>
    <message>
        <source>The rules do not allow this move here.</source>
        <translation>Οι κανόνες δεν επιτρέπουν αυτή την κίνηση εδώ.</translation>
    </message>
    <message>
        <source>You have made no move to take back yet.</source>
        <translation>Δεν έχεις κάνει ακόμη κάποια κίνηση που να μπορείς να πάρεις πίσω.</translation>
    </message>
    <message>
        <source>Your last move is still on its way: ask for the undo once it is sent.</source>
        <translation>Η τελευταία σου κίνηση είναι ακόμη καθ&apos; οδόν: ζήτησε την αναίρεση μόλις σταλεί.</translation>
    </message>
    <message>
        <source>There is no undo request to answer.</source>
        <translation>Δεν υπάρχει αίτημα αναίρεσης για να απαντήσεις.</translation>
    </message>
    <message>
        <source>The message is too long: write it in several parts.</source>
        <translation>Το μήνυμα είναι πολύ μεγάλο: γράψ&apos; το σε περισσότερα κομμάτια.</translation>
    </message>
    <message>
        <source>That is not a Matrix ID of somebody else: it looks like @name:example.org.</source>
        <translation>Αυτό δεν είναι το Matrix ID κάποιου άλλου: μοιάζει με @name:example.org.</translation>
    </message>
    <message>
        <source>The homeserver refused: the user name or the password is wrong, or this is not allowed.</source>
        <translation>Ο homeserver αρνήθηκε: το όνομα χρήστη ή ο κωδικός είναι λάθος, ή αυτό δεν επιτρέπεται.</translation>
    </message>
    <message>
        <source>This account has been deactivated on its homeserver.</source>
        <translation>Αυτός ο λογαριασμός έχει απενεργοποιηθεί στον homeserver του.</translation>
    </message>
    <message>
        <source>The homeserver asks to wait a little: try again in a moment.</source>
        <translation>Ο homeserver ζητά λίγη αναμονή: δοκίμασε ξανά σε λίγο.</translation>
    </message>
    <message>
        <source>The homeserver has ended your session: sign in again.</source>
        <translation>Ο homeserver τερμάτισε τη συνεδρία σου: συνδέσου ξανά.</translation>
    </message>
    <message>
        <source>The homeserver does not know this user or room.</source>
        <translation>Ο homeserver δεν γνωρίζει αυτόν τον χρήστη ή αυτό το δωμάτιο.</translation>
    </message>
    <message>
        <source>This server does not answer as a Matrix homeserver does.</source>
        <translation>Αυτός ο διακομιστής δεν απαντά όπως ένας homeserver του Matrix.</translation>
    </message>
    <message>
        <source>The homeserver refused ({code}): {message}</source>
        <translation>Ο homeserver αρνήθηκε ({code}): {message}</translation>
    </message>
    <message>
        <source>The homeserver cannot be reached: check the address and the connection. ({detail})</source>
        <translation>Ο homeserver δεν είναι προσβάσιμος: έλεγξε τη διεύθυνση και τη σύνδεση. ({detail})</translation>
    </message>
    <message>
        <source>The browser did not come back from the sign-in page in time: try again.</source>
        <translation>Το πρόγραμμα περιήγησης δεν επέστρεψε εγκαίρως από τη σελίδα σύνδεσης: δοκίμασε ξανά.</translation>
    </message>
    <message>
        <source>Something went wrong: {detail}</source>
        <translation>Κάτι πήγε στραβά: {detail}</translation>
    </message>
</context>
<context>
    <name>OnlineCounts</name>
    <message numerus="yes">
        <source>The connection is lost, retrying in %n s.</source>
        <translation>
            <numerusform>Η σύνδεση χάθηκε, νέα προσπάθεια σε %n δευτερόλεπτο.</numerusform>
            <numerusform>Η σύνδεση χάθηκε, νέα προσπάθεια σε %n δευτερόλεπτα.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Invitations (%n)</source>
        <translation>
            <numerusform>Προσκλήσεις (%n)</numerusform>
            <numerusform>Προσκλήσεις (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of your moves wait to be sent.</source>
        <translation>
            <numerusform>%n κίνησή σου περιμένει να σταλεί.</numerusform>
            <numerusform>%n κινήσεις σου περιμένουν να σταλούν.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayersMenu</name>
    <message>
        <source>&amp;Players</source>
        <translation>Παίκτ&amp;ες</translation>
    </message>
    <message>
        <source>A person at this computer</source>
        <translation>Ένας άνθρωπος σε αυτόν τον υπολογιστή</translation>
    </message>
</context>
<context>
    <name>Problems</name>
    <message numerus="yes">
        <source>The data is nested more than %n levels deep.</source>
        <translation>
            <numerusform>Τα δεδομένα είναι εμφωλευμένα σε βάθος μεγαλύτερο από %n επίπεδο.</numerusform>
            <numerusform>Τα δεδομένα είναι εμφωλευμένα σε βάθος μεγαλύτερο από %n επίπεδα.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A number in it has more than %n digits.</source>
        <translation>
            <numerusform>Ένας αριθμός του αρχείου ξεπερνά το %n ψηφίο.</numerusform>
            <numerusform>Ένας αριθμός του αρχείου ξεπερνά τα %n ψηφία.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The player name {name} is longer than %n characters.</source>
        <translation>
            <numerusform>Το όνομα παίκτη {name} ξεπερνά τον %n χαρακτήρα.</numerusform>
            <numerusform>Το όνομα παίκτη {name} ξεπερνά τους %n χαρακτήρες.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It lists %n actions, more than any game has.</source>
        <translation>
            <numerusform>Καταγράφει %n ενέργεια, περισσότερες από όσες μπορεί να έχει ένα παιχνίδι.</numerusform>
            <numerusform>Καταγράφει %n ενέργειες, περισσότερες από όσες μπορεί να έχει ένα παιχνίδι.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>…and %n more problems in the component data.</source>
        <translation>
            <numerusform>…και %n ακόμη πρόβλημα στα δεδομένα εξαρτημάτων.</numerusform>
            <numerusform>…και %n ακόμη προβλήματα στα δεδομένα εξαρτημάτων.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %n turns of round {round}, {name} is not the one to act.</source>
        <translation>
            <numerusform>Μετά από %n σειρά στον γύρο {round}, δεν είναι η σειρά {name:gen}.</numerusform>
            <numerusform>Μετά από %n σειρές στον γύρο {round}, δεν είναι η σειρά {name:gen}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a list of %n items</source>
        <translation>
            <numerusform>μια λίστα με %n στοιχείο</numerusform>
            <numerusform>μια λίστα με %n στοιχεία</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>an object of %n entries</source>
        <translation>
            <numerusform>ένα αντικείμενο με %n καταχώριση</numerusform>
            <numerusform>ένα αντικείμενο με %n καταχωρίσεις</numerusform>
        </translation>
    </message>
    <message>
        <source>It is not a regular file.</source>
        <translation>Δεν είναι κανονικό αρχείο.</translation>
    </message>
    <message>
        <source>It is larger than {kilobytes} KB.</source>
        <translation>Είναι μεγαλύτερο από {kilobytes} KB.</translation>
    </message>
    <message>
        <source>It is not UTF-8 text.</source>
        <translation>Δεν είναι κείμενο UTF-8.</translation>
    </message>
    <message>
        <source>The key {key} appears twice in one object.</source>
        <translation>Το κλειδί {key} εμφανίζεται δύο φορές στο ίδιο αντικείμενο.</translation>
    </message>
    <message>
        <source>{text} is not a number this program reads.</source>
        <translation>Η τιμή {text} δεν είναι αριθμός που μπορεί να διαβάσει αυτό το πρόγραμμα.</translation>
    </message>
    <message>
        <source>At {kilobytes} KB it is too large for a saved game.</source>
        <translation>Με μέγεθος {kilobytes} KB, είναι υπερβολικά μεγάλο για αποθηκευμένο παιχνίδι.</translation>
    </message>
    <message>
        <source>It is not a saved game: a saved game is a JSON object.</source>
        <translation>Δεν είναι αποθηκευμένο παιχνίδι: ένα αποθηκευμένο παιχνίδι είναι αντικείμενο JSON.</translation>
    </message>
    <message>
        <source>It is not a saved game of this program.</source>
        <translation>Δεν είναι αποθηκευμένο παιχνίδι αυτού του προγράμματος.</translation>
    </message>
    <message>
        <source>The rules revision it names must be 1 or 2.</source>
        <translation>Η αναθεώρηση κανόνων που αναφέρει πρέπει να είναι 1 ή 2.</translation>
    </message>
    <message>
        <source>Its seats must be a list of two seats.</source>
        <translation>Οι θέσεις των παικτών του πρέπει να είναι λίστα με δύο θέσεις.</translation>
    </message>
    <message>
        <source>The seat {seat} is neither a person nor the computer at a level.</source>
        <translation>Η θέση {seat} δεν είναι ούτε άνθρωπος ούτε ο υπολογιστής σε κάποιο επίπεδο.</translation>
    </message>
    <message>
        <source>Its genders must be a list of two, each masculine or feminine.</source>
        <translation>Τα γένη των ονομάτων πρέπει να είναι λίστα δύο στοιχείων, το καθένα αρσενικό ή θηλυκό.</translation>
    </message>
    <message>
        <source>It must name two players, each with a name.</source>
        <translation>Πρέπει να ορίζει δύο παίκτες, τον καθένα με το όνομά του.</translation>
    </message>
    <message>
        <source>The player name {name} contains characters that are not valid text.</source>
        <translation>Το όνομα παίκτη {name} περιέχει χαρακτήρες που δεν αποτελούν έγκυρο κείμενο.</translation>
    </message>
    <message>
        <source>The player name {name} contains control characters.</source>
        <translation>Το όνομα παίκτη {name} περιέχει χαρακτήρες ελέγχου.</translation>
    </message>
    <message>
        <source>Both players have the same name.</source>
        <translation>Οι δύο παίκτες έχουν το ίδιο όνομα.</translation>
    </message>
    <message>
        <source>Its actions must be a list of action texts.</source>
        <translation>Οι ενέργειές του πρέπει να είναι λίστα από κείμενα ενεργειών.</translation>
    </message>
    <message>
        <source>Expected an action text, found {found}.</source>
        <translation>Αναμενόταν κείμενο ενέργειας, βρέθηκε {found}.</translation>
    </message>
    <message>
        <source>{action} is not written the way this program writes actions.</source>
        <translation>Η ενέργεια {action} δεν είναι γραμμένη με τον τρόπο που γράφει τις ενέργειες αυτό το πρόγραμμα.</translation>
    </message>
    <message>
        <source>A saved game of version 1 cannot contain the action “end”.</source>
        <translation>Ένα αποθηκευμένο παιχνίδι της έκδοσης 1 δεν μπορεί να περιέχει την ενέργεια «end».</translation>
    </message>
    <message>
        <source>The file must hold a JSON object with “buildings” and/or “warehouse”.</source>
        <translation>Το αρχείο πρέπει να περιέχει ένα αντικείμενο JSON με «buildings» (κτίρια) ή/και «warehouse» (αποθήκη).</translation>
    </message>
    <message>
        <source>There is no such section; the known ones are “buildings” and “warehouse”.</source>
        <translation>Δεν υπάρχει τέτοια ενότητα· οι γνωστές ενότητες είναι «buildings» (κτίρια) και «warehouse» (αποθήκη).</translation>
    </message>
    <message>
        <source>Expected an object with an entry for each building id.</source>
        <translation>Αναμενόταν αντικείμενο με μία καταχώριση για κάθε αναγνωριστικό κτιρίου.</translation>
    </message>
    <message>
        <source>There is no building with this id.</source>
        <translation>Δεν υπάρχει κτίριο με αυτό το αναγνωριστικό.</translation>
    </message>
    <message>
        <source>Expected a whole number, found {found}.</source>
        <translation>Αναμενόταν ακέραιος αριθμός, βρέθηκε {found}.</translation>
    </message>
    <message>
        <source>{value} is not between {low} and {high}.</source>
        <translation>Η τιμή {value} δεν βρίσκεται μεταξύ {low} και {high}.</translation>
    </message>
    <message>
        <source>Expected an object, found {found}.</source>
        <translation>Αναμενόταν αντικείμενο, βρέθηκε {found}.</translation>
    </message>
    <message>
        <source>Unknown fields: {fields}. The known ones are: {known}.</source>
        <translation>Άγνωστα πεδία: {fields}. Τα γνωστά πεδία είναι: {known}.</translation>
    </message>
    <message>
        <source>Expected “printed” or “reconstructed”, found {found}.</source>
        <translation>Αναμενόταν «printed» (τυπωμένο) ή «reconstructed» (ανακατασκευασμένο), βρέθηκε {found}.</translation>
    </message>
    <message>
        <source>A building cannot be free.</source>
        <translation>Ένα κτίριο δεν μπορεί να έχει μηδενικό κόστος.</translation>
    </message>
    <message>
        <source>There is no good {found}.</source>
        <translation>Δεν υπάρχει υλικό {found}.</translation>
    </message>
    <message>
        <source>Expected one of the round letters A to L, found {found}.</source>
        <translation>Αναμενόταν ένα από τα γράμματα γύρων A έως L, βρέθηκε {found}.</translation>
    </message>
    <message>
        <source>Expected a cell as [row, column], found {found}.</source>
        <translation>Αναμενόταν θέση στη μορφή [γραμμή, στήλη], βρέθηκε {found}.</translation>
    </message>
    <message>
        <source>Expected a list of cells, each as [row, column].</source>
        <translation>Αναμενόταν λίστα θέσεων, καθεμία στη μορφή [γραμμή, στήλη].</translation>
    </message>
    <message>
        <source>The cell {cell} is not on a grid of {rows} rows and {cols} columns.</source>
        <translation>Η θέση {cell} δεν βρίσκεται μέσα σε πλέγμα με {rows} γραμμές και {cols} στήλες.</translation>
    </message>
    <message>
        <source>A cell is listed twice.</source>
        <translation>Μια θέση αναφέρεται δύο φορές.</translation>
    </message>
    <message>
        <source>The cell {cell} is not on the grid.</source>
        <translation>Η θέση {cell} δεν βρίσκεται μέσα στο πλέγμα.</translation>
    </message>
    <message>
        <source>The cell [0, 0], where nothing is left, must exist.</source>
        <translation>Η θέση [0, 0], που σημαίνει μηδενική ποσότητα, πρέπει να υπάρχει.</translation>
    </message>
    <message>
        <source>“players” must be a list of two players.</source>
        <translation>Το «players» πρέπει να είναι λίστα με δύο παίκτες.</translation>
    </message>
    <message>
        <source>Player {player}: the name must be a text that is not empty.</source>
        <translation>Παίκτης {player}: το όνομα πρέπει να είναι κείμενο που δεν είναι κενό.</translation>
    </message>
    <message>
        <source>Player {player}: the francs must be a whole number, 0 or more.</source>
        <translation>Παίκτης {player}: τα φράγκα πρέπει να είναι ακέραιος αριθμός, 0 ή μεγαλύτερος.</translation>
    </message>
    <message>
        <source>Player {player}: there is no good “{good}”.</source>
        <translation>Παίκτης {player}: δεν υπάρχει υλικό «{good}».</translation>
    </message>
    <message>
        <source>Player {player}, “{building}”: the sector must be one of {sectors}.</source>
        <translation>Παίκτης {player}, «{building}»: ο τομέας πρέπει να είναι ένας από τους εξής: {sectors}.</translation>
    </message>
    <message>
        <source>Player {player}: “{building}” has the lock symbol; it lies beside the board, not on the wheel.</source>
        <translation>Παίκτης {player}: το κτίριο «{building}» έχει το σύμβολο της κλειδαριάς· μένει δίπλα στο ταμπλό, όχι πάνω του.</translation>
    </message>
    <message>
        <source>Player {player}: only buildings with the lock symbol lie beside the board, not “{building}”.</source>
        <translation>Παίκτης {player}: δίπλα στο ταμπλό μένουν μόνο κτίρια με το σύμβολο της κλειδαριάς, όχι το κτίριο «{building}».</translation>
    </message>
    <message>
        <source>Player {player}: “{building}” enters the game in round {letter}, after round {round}.</source>
        <translation>Παίκτης {player}: το κτίριο «{building}» μπαίνει στο παιχνίδι στον γύρο {letter}, μετά τον γύρο {round}.</translation>
    </message>
    <message>
        <source>The supply lists “{building}” twice.</source>
        <translation>Το κτίριο «{building}» εμφανίζεται δύο φορές στο απόθεμα.</translation>
    </message>
    <message>
        <source>“{building}” belongs to a player, so it cannot be in the supply.</source>
        <translation>Το κτίριο «{building}» ανήκει σε παίκτη, οπότε δεν μπορεί να βρίσκεται στο απόθεμα.</translation>
    </message>
    <message>
        <source>“{building}” has not entered the game by round {round}, so it cannot be in the supply.</source>
        <translation>Το κτίριο «{building}» δεν έχει μπει στο παιχνίδι μέχρι τον γύρο {round}, οπότε δεν μπορεί να βρίσκεται στο απόθεμα.</translation>
    </message>
    <message>
        <source>“acted” must be true or false.</source>
        <translation>Το «acted» πρέπει να είναι true ή false.</translation>
    </message>
    <message>
        <source>The rules revision must be one of {revisions}.</source>
        <translation>Η αναθεώρηση κανόνων πρέπει να είναι μία από τις εξής: {revisions}.</translation>
    </message>
    <message>
        <source>“to_act” must be a player&apos;s name or seat (0 or 1).</source>
        <translation>Το «to_act» πρέπει να είναι όνομα παίκτη ή θέση (0 ή 1).</translation>
    </message>
    <message>
        <source>“turns_taken” must be a whole number from 0 to {top} in this round.</source>
        <translation>Το «turns_taken» πρέπει να είναι ακέραιος αριθμός από 0 έως {top} σε αυτόν τον γύρο.</translation>
    </message>
    <message>
        <source>Player {player}, {good}: the warehouse cannot hold {amount}.</source>
        <translation>Παίκτης {player}, {good}: η αποθήκη δεν χωράει {amount}.</translation>
    </message>
    <message>
        <source>Player {player}, {good}: give a cell as “ROW.COL” or an amount.</source>
        <translation>Παίκτης {player}, {good}: δώσε μια θέση στη μορφή «ΓΡΑΜΜΗ.ΣΤΗΛΗ» ή μια ποσότητα.</translation>
    </message>
    <message>
        <source>Player {player}, {good}: “{cell}” is not a cell (ROW.COL, for example 2.1).</source>
        <translation>Παίκτης {player}, {good}: το «{cell}» δεν είναι θέση (ΓΡΑΜΜΗ.ΣΤΗΛΗ, για παράδειγμα 2.1).</translation>
    </message>
    <message>
        <source>Player {player}, {good}: the cell {cell} is not on the warehouse.</source>
        <translation>Παίκτης {player}, {good}: η θέση {cell} δεν υπάρχει στην αποθήκη.</translation>
    </message>
    <message>
        <source>The cell {cell} holds {amount}, but the players start with {expected} of this good ({good}).</source>
        <translation>Η θέση {cell} αντιστοιχεί σε {amount}, αλλά οι παίκτες ξεκινούν με {expected} από αυτό το υλικό ({good}).</translation>
    </message>
    <message>
        <source>there is no such file or folder</source>
        <translation>δεν υπάρχει τέτοιο αρχείο ή φάκελος</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>δεν επιτρέπεται η πρόσβαση</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>είναι φάκελος</translation>
    </message>
    <message>
        <source>a part of the path is not a folder</source>
        <translation>κάποιο μέρος της διαδρομής δεν είναι φάκελος</translation>
    </message>
    <message>
        <source>there is no space left on the disk</source>
        <translation>δεν υπάρχει ελεύθερος χώρος στον δίσκο</translation>
    </message>
    <message>
        <source>the disk can only be read</source>
        <translation>ο δίσκος είναι μόνο για ανάγνωση</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>το όνομα είναι πολύ μεγάλο</translation>
    </message>
    <message>
        <source>too many symbolic links</source>
        <translation>υπερβολικά πολλοί συμβολικοί σύνδεσμοι</translation>
    </message>
    <message>
        <source>“{id}”</source>
        <translation>«{id}»</translation>
    </message>
    <message>
        <source>what is there is not a regular file (it may be a pipe or a device), and it is left as it is</source>
        <translation>αυτό που υπάρχει εκεί δεν είναι κανονικό αρχείο (μπορεί να είναι σωλήνωση ή συσκευή), και μένει όπως είναι</translation>
    </message>
    <message>
        <source>It cannot be read: {reason}.</source>
        <translation>Δεν μπορεί να διαβαστεί: {reason}.</translation>
    </message>
    <message>
        <source>It is not valid JSON (line {line}, column {column}).</source>
        <translation>Δεν είναι έγκυρο JSON (γραμμή {line}, στήλη {column}).</translation>
    </message>
    <message>
        <source>It is not valid JSON.</source>
        <translation>Δεν είναι έγκυρο JSON.</translation>
    </message>
    <message>
        <source>It is a saved game of version {version}; this program reads versions 1 and 2.</source>
        <translation>Είναι αποθηκευμένο παιχνίδι της έκδοσης {version}· αυτό το πρόγραμμα διαβάζει τις εκδόσεις 1 και 2.</translation>
    </message>
    <message>
        <source>Its version is not one this program reads (1 or 2).</source>
        <translation>Η έκδοσή του δεν είναι κάποια από αυτές που διαβάζει αυτό το πρόγραμμα (1 ή 2).</translation>
    </message>
    <message>
        <source>The component data in it cannot be used:
{problems}</source>
        <translation>Τα δεδομένα εξαρτημάτων που περιέχει δεν μπορούν να χρησιμοποιηθούν:
{problems}</translation>
    </message>
    <message>
        <source>{action} is not allowed at that point of the game. {reason}</source>
        <translation>Η ενέργεια {action} δεν επιτρέπεται σε εκείνο το σημείο του παιχνιδιού. {reason}</translation>
    </message>
    <message>
        <source>The file cannot be read. {problem}</source>
        <translation>Το αρχείο δεν μπορεί να διαβαστεί. {problem}</translation>
    </message>
    <message>
        <source>Player {player}: “{entry}” must be an object.</source>
        <translation>Παίκτης {player}: το «{entry}» πρέπει να είναι αντικείμενο.</translation>
    </message>
    <message>
        <source>Player {player} must be described by an object.</source>
        <translation>Ο παίκτης {player} πρέπει να περιγράφεται από ένα αντικείμενο.</translation>
    </message>
    <message>
        <source>A position must be a JSON object.</source>
        <translation>Μια κατάσταση παιχνιδιού πρέπει να είναι αντικείμενο JSON.</translation>
    </message>
    <message>
        <source>Player {player}: unknown entries: {entries}.</source>
        <translation>Παίκτης {player}: άγνωστες καταχωρίσεις: {entries}.</translation>
    </message>
    <message>
        <source>Unknown entries: {entries}.</source>
        <translation>Άγνωστες καταχωρίσεις: {entries}.</translation>
    </message>
    <message>
        <source>Player {player}: “{entry}” must be a list of building ids.</source>
        <translation>Παίκτης {player}: το «{entry}» πρέπει να είναι λίστα με αναγνωριστικά κτιρίων.</translation>
    </message>
    <message>
        <source>“{entry}” must be a list of building ids.</source>
        <translation>Το «{entry}» πρέπει να είναι λίστα με αναγνωριστικά κτιρίων.</translation>
    </message>
    <message>
        <source>Player {player}, “{entry}”: there is no building “{building}”.</source>
        <translation>Παίκτης {player}, «{entry}»: δεν υπάρχει κτίριο «{building}».</translation>
    </message>
    <message>
        <source>“{entry}”: there is no building “{building}”.</source>
        <translation>«{entry}»: δεν υπάρχει κτίριο «{building}».</translation>
    </message>
    <message>
        <source>The round must be one of the letters {first} to {last}.</source>
        <translation>Ο γύρος πρέπει να είναι ένα από τα γράμματα {first} έως {last}.</translation>
    </message>
    <message>
        <source>More than one player owns {buildings}.</source>
        <translation>Σε περισσότερους από έναν παίκτες ανήκουν: {buildings}.</translation>
    </message>
    <message>
        <source>The supply leaves out {buildings}: they have entered the game and nobody owns them.</source>
        <translation>Από το απόθεμα λείπουν κτίρια που έχουν μπει στο παιχνίδι και δεν ανήκουν σε κανέναν: {buildings}.</translation>
    </message>
    <message>
        <source>Expected a number or one of the forms {forms}.</source>
        <translation>Αναμενόταν αριθμός ή μία από τις μορφές {forms}.</translation>
    </message>
    <message>
        <source>Action {number}: {problem}</source>
        <translation>Ενέργεια {number}: {problem}</translation>
    </message>
    <message>
        <source>{place}: {problem}</source>
        <translation>{place}: {problem}</translation>
    </message>
    <message>
        <source>This building is worth a fixed number of francs: give its value as a whole number.</source>
        <translation>Αυτό το κτίριο αξίζει σταθερό αριθμό φράγκων: δώσε την αξία του ως ακέραιο αριθμό.</translation>
    </message>
    <message>
        <source>This building is worth francs for each unit of one good in the warehouse: give its value as {form}.</source>
        <translation>Αυτό το κτίριο αξίζει φράγκα για κάθε μονάδα ενός υλικού στην αποθήκη: δώσε την αξία του ως {form}.</translation>
    </message>
    <message>
        <source>This building is worth francs for each building with the Dock symbol: give its value as {form}.</source>
        <translation>Αυτό το κτίριο αξίζει φράγκα για κάθε κτίριο με το σύμβολο του Λιμανιού: δώσε την αξία του ως {form}.</translation>
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
        <translation>Κάποιος έχει ήδη κατασκευάσει {building:acc}.</translation>
    </message>
    <message>
        <source>{building} enters the game in round {letter}.</source>
        <translation>Αυτό το κτίριο ({building}) μπαίνει στο παιχνίδι στον γύρο {letter}.</translation>
    </message>
    <message>
        <source>{good} is not part of this cost.</source>
        <translation>Σε αυτό το κόστος δεν περιλαμβάνεται {good:the}.</translation>
    </message>
    <message>
        <source>No change is given, and no move may be superfluous: even without the last move, this payment of {paid} would already cover the cost of {cost}.</source>
        <translation>Δεν δίνονται ρέστα, και καμία μετακίνηση δεν επιτρέπεται να περισσεύει: ακόμη και χωρίς την τελευταία μετακίνηση, η πληρωμή {paid:gen} θα κάλυπτε ήδη το κόστος {cost:gen}.</translation>
    </message>
    <message>
        <source>Each repetition pays its own food: give one payment for each of the {times} (you gave {given}).</source>
        <translation>Το φαγητό κάθε επανάληψης πληρώνεται χωριστά: για {times:acc} χρειάζονται ισάριθμες πληρωμές (έδωσες {given:acc}).</translation>
    </message>
    <message>
        <source>This game keeps the rules it was started under, where the food for all repetitions is paid as one sum: give one payment, not {given}.</source>
        <translation>Αυτό το παιχνίδι τηρεί τους κανόνες με τους οποίους ξεκίνησε, και σε αυτούς το φαγητό για όλες τις επαναλήψεις πληρώνεται ως ένα ενιαίο ποσό: δώσε μία πληρωμή, όχι {given}.</translation>
    </message>
    <message>
        <source>{building} has the lock symbol: it can never be used.</source>
        <translation>Δεν μπορείς ποτέ να χρησιμοποιήσεις {building:acc}: έχει το σύμβολο της κλειδαριάς.</translation>
    </message>
    <message>
        <source>{building} has not been built by anyone.</source>
        <translation>Κανείς δεν έχει κατασκευάσει {building:acc}.</translation>
    </message>
    <message>
        <source>{building} is in sector 0: it was built or used this round and cannot be used yet.</source>
        <translation>Δεν μπορείς ακόμη να χρησιμοποιήσεις {building:acc}: το κτίριο βρίσκεται στον τομέα 0, γιατί κατασκευάστηκε ή χρησιμοποιήθηκε σε αυτόν τον γύρο.</translation>
    </message>
    <message>
        <source>Using your opponent&apos;s building costs a fee of {fee}, and you have {have}. The fee is due before the building works, so the bonus franc of sector ×4+ cannot pay it.</source>
        <translation>Για να χρησιμοποιήσεις κτίριο του αντιπάλου πληρώνεις αμοιβή {fee:gen}, και έχεις {have:acc}. Η αμοιβή οφείλεται πριν λειτουργήσει το κτίριο, οπότε το επιπλέον φράγκο του τομέα ×4+ δεν μπορεί να την καλύψει.</translation>
    </message>
    <message>
        <source>{building} offers no choice of goods.</source>
        <translation>Με {building:acc} δεν υπάρχει επιλογή υλικού.</translation>
    </message>
    <message>
        <source>{building} has no repetitions to choose.</source>
        <translation>Με {building:acc} δεν επιλέγεις αριθμό επαναλήψεων.</translation>
    </message>
    <message>
        <source>{building} needs no payment.</source>
        <translation>Η χρήση {building:gen} δεν απαιτεί πληρωμή.</translation>
    </message>
    <message>
        <source>This building allows {allowed}; you chose {chosen}.</source>
        <translation>Αυτό το κτίριο επιτρέπει έως {allowed:acc}· επέλεξες {chosen:acc}.</translation>
    </message>
    <message>
        <source>This building pays you francs for every step a marker makes, so each step must be possible: the {marker} has room for {room} of the {steps} you chose.</source>
        <translation>Αυτό το κτίριο σου δίνει φράγκα για κάθε θέση που προχωρά ένας δείκτης υλικού, οπότε κάθε μετακίνηση πρέπει να είναι εφικτή: επέλεξες {steps:acc}, αλλά {marker:the} έχει χώρο μόνο για {room}.</translation>
    </message>
    <message>
        <source>At most {allowed} from this sector; you chose {chosen}.</source>
        <translation>Από αυτόν τον τομέα μπορείς να κάνεις το πολύ {allowed:acc}· επέλεξες {chosen:acc}.</translation>
    </message>
    <message>
        <source>Each marker may be chosen only once.</source>
        <translation>Κάθε δείκτης υλικού μπορεί να επιλεγεί μόνο μία φορά.</translation>
    </message>
    <message>
        <source>All repetitions must use the same good.</source>
        <translation>Όλες οι επαναλήψεις πρέπει να γίνουν με το ίδιο υλικό.</translation>
    </message>
    <message>
        <source>{good} cannot be used here.</source>
        <translation>Εδώ δεν μπορεί να χρησιμοποιηθεί {good:the}.</translation>
    </message>
    <message>
        <source>Each marker may appear only once in a payment.</source>
        <translation>Κάθε δείκτης υλικού μπορεί να εμφανίζεται μόνο μία φορά σε μια πληρωμή.</translation>
    </message>
    <message>
        <source>You have already taken your action this turn. You may still sell your own buildings; then end your turn.</source>
        <translation>Έχεις ήδη κάνει την ενέργειά σου σε αυτή τη σειρά. Μπορείς ακόμη να πουλήσεις δικά σου κτίρια· μετά τελείωσε τη σειρά σου.</translation>
    </message>
    <message>
        <source>You cannot end your turn yet: first build, use a building or, if neither is possible, pass.</source>
        <translation>Δεν μπορείς ακόμη να τελειώσεις τη σειρά σου: πρώτα κατασκεύασε, χρησιμοποίησε ένα κτίριο ή, αν δεν γίνεται κανένα από τα δύο, πες πάσο.</translation>
    </message>
    <message>
        <source>This costs {cost}; you have {have}.</source>
        <translation>Το κόστος είναι {cost}· έχεις {have:acc}.</translation>
    </message>
    <message>
        <source>The payment gives {paid}, but the cost is {cost}.</source>
        <translation>Η πληρωμή δίνει {paid:acc}, αλλά το κόστος είναι {cost}.</translation>
    </message>
    <message>
        <source>The {marker} cannot get there by paying moves (left, down, down-left).</source>
        <translation>Με μετακινήσεις πληρωμής (προς τα αριστερά, προς τα κάτω, διαγωνίως προς τα κάτω αριστερά), {marker:the} δεν μπορεί να φτάσει εκεί.</translation>
    </message>
    <message>
        <source>The markers must be listed in the order fish, clay, wood, grain.</source>
        <translation>Οι δείκτες υλικών πρέπει να δίνονται με τη σειρά ψάρι, πηλός, ξύλο, σιτάρι.</translation>
    </message>
    <message>
        <source>Choose exactly one of the goods this building names.</source>
        <translation>Επίλεξε ακριβώς ένα από τα υλικά που αναφέρει αυτό το κτίριο.</translation>
    </message>
    <message>
        <source>The number of repetitions cannot be negative.</source>
        <translation>Ο αριθμός των επαναλήψεων δεν μπορεί να είναι αρνητικός.</translation>
    </message>
</context>
<context>
    <name>ReconstructedMark</name>
    <message>
        <source>The cost or the value of this building is reconstructed: the published tables do not give it. Click to see the component data, where you can correct it.</source>
        <translation>Το κόστος ή η αξία αυτού του κτιρίου είναι ανακατασκευασμένα: οι δημοσιευμένοι πίνακες δεν τα δίνουν. Κάνε κλικ για να δεις τα δεδομένα εξαρτημάτων, όπου μπορείς να τα διορθώσεις.</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>{move}, another way</source>
        <translation>{move}, με άλλον τρόπο</translation>
    </message>
    <message>
        <source>Round {letter}, turn {n}: {player} chose to {played}. Expected final scores: {scores}.</source>
        <translation>Γύρος {letter}, {n}η σειρά {player:gen}: {played}. Αναμενόμενη τελική βαθμολογία: {scores}.</translation>
    </message>
    <message>
        <source>Better: {better}. Expected final scores: {scores}, a margin {lost} better for {player}.</source>
        <translation>Καλύτερα: {better}. Αναμενόμενη τελική βαθμολογία: {scores}, δηλαδή διαφορά καλύτερη κατά {lost:acc} υπέρ {player:gen}.</translation>
    </message>
    <message>
        <source>The table shows the position at the start of that turn, the better move marked.</source>
        <translation>Το τραπέζι δείχνει την κατάσταση στην αρχή εκείνης της σειράς, με σημειωμένη την καλύτερη κίνηση.</translation>
    </message>
    <message>
        <source>Game review</source>
        <translation>Ανασκόπηση παιχνιδιού</translation>
    </message>
    <message>
        <source>The search goes back to where each turn started and compares what was done with the best move it finds there: the difference in expected final score is what the turn lost.</source>
        <translation>Η αναζήτηση επιστρέφει στην αρχή κάθε σειράς και συγκρίνει ό,τι παίχτηκε με την καλύτερη κίνηση που βρίσκει εκεί: η διαφορά στην αναμενόμενη τελική βαθμολογία είναι ό,τι έχασε η σειρά.</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Γύρος</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Σειρά</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Παίκτης</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Παίχτηκε</translation>
    </message>
    <message>
        <source>Better</source>
        <translation>Καλύτερη κίνηση</translation>
    </message>
    <message>
        <source>Points lost</source>
        <translation>Χαμένοι πόντοι</translation>
    </message>
    <message>
        <source>Reviewing turn {done} of {total} with the computer&apos;s search…</source>
        <translation>Ανασκόπηση της σειράς {done} από {total} με την αναζήτηση του υπολογιστή…</translation>
    </message>
    <message>
        <source>The review stopped with an error, and no turn could be reviewed.</source>
        <translation>Η ανασκόπηση σταμάτησε λόγω σφάλματος, και δεν εξετάστηκε καμία σειρά.</translation>
    </message>
    <message>
        <source>There is no turn to review: the review looks at a person&apos;s turns where more than one move was on offer.</source>
        <translation>Δεν υπάρχει σειρά για ανασκόπηση: η ανασκόπηση εξετάζει μόνο σειρές ανθρώπινων παικτών όπου υπήρχαν περισσότερες από μία διαθέσιμες κινήσεις.</translation>
    </message>
    <message>
        <source>Turns reviewed: {total}. None lost a point of expected final score: well played!</source>
        <translation>Σειρές που εξετάστηκαν: {total}. Καμία δεν έχασε ούτε έναν πόντο από την αναμενόμενη τελική βαθμολογία: πολύ καλό παιχνίδι!</translation>
    </message>
    <message>
        <source>Turns reviewed: {total}. These lost expected final score, the costliest first: select one to see it on the table.</source>
        <translation>Σειρές που εξετάστηκαν: {total}. Αυτές έχασαν πόντους από την αναμενόμενη τελική βαθμολογία, με πρώτη εκείνη που κόστισε περισσότερο: επίλεξε μία για να τη δεις στο τραπέζι.</translation>
    </message>
</context>
<context>
    <name>RoundBanner</name>
    <message numerus="yes">
        <source>{buildings} join the supply.</source>
        <extracomment>{buildings}: the buildings, listed (&quot;Bakehouse and Wood Trader&quot;); the verb agrees with how many they are</extracomment>
        <translation>
            <numerusform>{buildings:The} προστίθεται στο απόθεμα.</numerusform>
            <numerusform>{buildings:The} προστίθενται στο απόθεμα.</numerusform>
        </translation>
    </message>
    <message>
        <source>Round {letter}</source>
        <translation>Γύρος {letter}</translation>
    </message>
    <message>
        <source>End of round {letter}</source>
        <translation>Τέλος του γύρου {letter}</translation>
    </message>
    <message>
        <source>The wheels turn a last time: the game is over.</source>
        <translation>Οι δείκτες των ταμπλό γυρίζουν για τελευταία φορά: το παιχνίδι τελείωσε.</translation>
    </message>
    <message>
        <source>{actions}: {start} starts and takes {start_actions}, {other} takes {other_actions}.</source>
        <extracomment>{actions}: the round&apos;s actions (&quot;5 actions&quot;); {start}, {other}: the players; {start_actions} and {other_actions}: how many each takes (&quot;3 actions&quot;, &quot;2 actions&quot;)</extracomment>
        <translation>{actions}: {start:the} ξεκινά και κάνει {start_actions:acc}, {other:the} κάνει {other_actions:acc}.</translation>
    </message>
    <message>
        <source>No new building joins the supply.</source>
        <translation>Κανένα νέο κτίριο δεν προστίθεται στο απόθεμα.</translation>
    </message>
</context>
<context>
    <name>RuleNotes</name>
    <message>
        <source>The rulebooks do not say whether the bonus franc of sector ×4+ can pay the fee for an opponent&apos;s building. This edition takes the fee first, so the bonus franc cannot pay it, though a sale before the action can.</source>
        <translation>Το εγχειρίδιο κανόνων δεν λέει αν με το επιπλέον φράγκο του τομέα ×4+ μπορεί να πληρωθεί η αμοιβή για κτίριο του αντιπάλου. Σε αυτή την έκδοση η αμοιβή πληρώνεται πρώτα, οπότε το επιπλέον φράγκο δεν μπορεί να την καλύψει, μπορεί όμως μια πώληση πριν από την ενέργεια.</translation>
    </message>
    <message>
        <source>The rulebooks do not say which buildings carry the Dock symbol. This edition gives it to the four factories.</source>
        <translation>Το εγχειρίδιο κανόνων δεν λέει ποια κτίρια φέρουν το σύμβολο του Λιμανιού. Αυτή η έκδοση το δίνει στα τέσσερα εργοστάσια.</translation>
    </message>
    <message>
        <source>The rulebooks do not say which buildings carry the Dock symbol, whether the Dock counts itself, or how much it is worth for each. This edition gives the symbol to the four factories, does not count the Dock itself, and uses a reconstructed amount, which owners of the game can correct.</source>
        <translation>Το εγχειρίδιο κανόνων δεν λέει ποια κτίρια φέρουν το σύμβολο του Λιμανιού, αν το Λιμάνι μετρά τον εαυτό του ούτε πόσο αξίζει για το καθένα. Αυτή η έκδοση δίνει το σύμβολο στα τέσσερα εργοστάσια, δεν μετρά το ίδιο το Λιμάνι και χρησιμοποιεί ένα ανακατασκευασμένο ποσό, που μπορούν να το διορθώσουν όσοι έχουν το παιχνίδι.</translation>
    </message>
    <message>
        <source>The rulebooks do not cover a turn in which you can neither build nor use anything. This edition lets you pass then, and only then.</source>
        <translation>Το εγχειρίδιο κανόνων δεν προβλέπει σειρά στην οποία δεν μπορείς ούτε να κατασκευάσεις ούτε να χρησιμοποιήσεις τίποτα. Αυτή η έκδοση σού επιτρέπει τότε να πεις πάσο, και μόνο τότε.</translation>
    </message>
    <message>
        <source>The rulebooks do not give the size of the warehouse. This edition uses the reconstructed size of its component data, which owners of the game can correct.</source>
        <translation>Το εγχειρίδιο κανόνων δεν δίνει το μέγεθος της αποθήκης. Αυτή η έκδοση χρησιμοποιεί το ανακατασκευασμένο μέγεθος των δεδομένων εξαρτημάτων της, που μπορούν να το διορθώσουν όσοι έχουν το παιχνίδι.</translation>
    </message>
    <message>
        <source>The rulebooks do not say what becomes of a step at the edge of the warehouse. This edition loses it, and loses a diagonal step as soon as its row or its column runs out.</source>
        <translation>Το εγχειρίδιο κανόνων δεν λέει τι γίνεται όταν μια μετακίνηση φτάνει στην άκρη της αποθήκης. Σε αυτή την έκδοση η θέση που δεν χωράει χάνεται, και μια διαγώνια μετακίνηση χάνεται μόλις τελειώσει είτε η γραμμή είτε η στήλη της.</translation>
    </message>
    <message>
        <source>The rulebooks do not say whether you may overpay when you could pay exactly. This edition allows it, as long as every move of the payment is needed.</source>
        <translation>Το εγχειρίδιο κανόνων δεν λέει αν επιτρέπεται να πληρώσεις περισσότερα όταν θα μπορούσες να πληρώσεις ακριβώς. Αυτή η έκδοση το επιτρέπει, αρκεί να χρειάζεται κάθε μετακίνηση της πληρωμής.</translation>
    </message>
    <message>
        <source>The rulebooks do not say whether the bank can run out of francs. In this edition it never does.</source>
        <translation>Το εγχειρίδιο κανόνων δεν λέει αν η τράπεζα μπορεί να ξεμείνει από φράγκα. Σε αυτή την έκδοση δεν ξεμένει ποτέ.</translation>
    </message>
    <message>
        <source>The rulebooks give the lock symbol to the Town Hall, the Zoo and the Pont de Normandie. The four factories and the Dock have no function either, so this edition treats them as lock buildings too.</source>
        <translation>Το εγχειρίδιο κανόνων δίνει το σύμβολο της κλειδαριάς στο Δημαρχείο, στον Ζωολογικό Κήπο και στη Γέφυρα της Νορμανδίας. Ούτε τα τέσσερα εργοστάσια και το Λιμάνι έχουν λειτουργία, οπότε αυτή η έκδοση τα θεωρεί κι αυτά κτίρια με το σύμβολο της κλειδαριάς.</translation>
    </message>
    <message>
        <source>The rulebooks do not say whether a trading building may be used with no repetition at all. This edition allows it, and the building still goes back to sector 0.</source>
        <translation>Το εγχειρίδιο κανόνων δεν λέει αν ένα εμπορικό κτίριο μπορεί να χρησιμοποιηθεί χωρίς καμία επανάληψη. Αυτή η έκδοση το επιτρέπει, και το κτίριο επιστρέφει κανονικά στον τομέα 0.</translation>
    </message>
    <message>
        <source>The rulebooks say neither how an odd value is halved nor what a factory or the Dock is worth when it is sold. In this edition half an odd value is rounded down, and the value is the one at the moment of the sale.</source>
        <translation>Το εγχειρίδιο κανόνων δεν λέει ούτε πώς υπολογίζεται το μισό μιας αξίας που είναι μονός αριθμός ούτε πόσο αξίζει ένα εργοστάσιο ή το Λιμάνι όταν πουλιέται. Σε αυτή την έκδοση το μισό μιας αξίας που είναι μονός αριθμός στρογγυλεύεται προς τα κάτω, και μετράει η αξία τη στιγμή της πώλησης.</translation>
    </message>
    <message>
        <source>The printed rules suggest playing another game with the boards swapped. This edition declares the draw and offers a rematch in which the other player starts.</source>
        <translation>Οι τυπωμένοι κανόνες προτείνουν να παίξετε άλλο ένα παιχνίδι αλλάζοντας ταμπλό μεταξύ σας. Αυτή η έκδοση κηρύσσει ισοπαλία και προτείνει ρεβάνς στην οποία ξεκινά ο άλλος παίκτης.</translation>
    </message>
    <message>
        <source>The rulebooks do not settle whether the Farm&apos;s steps are taken as shown (N up-right, then one down-left) or as their net result; the two differ only at the top or right edge. This edition takes the net result.</source>
        <translation>Το εγχειρίδιο κανόνων δεν ξεκαθαρίζει αν η Φάρμα μετακινεί τον δείκτη όπως δείχνει το πλακίδιο (N θέσεις διαγωνίως προς τα πάνω δεξιά και έπειτα μία διαγωνίως προς τα κάτω αριστερά) ή κατά το καθαρό αποτέλεσμα· οι δύο τρόποι διαφέρουν μόνο στην πάνω ή στη δεξιά άκρη. Αυτή η έκδοση εφαρμόζει το καθαρό αποτέλεσμα.</translation>
    </message>
</context>
<context>
    <name>RuleTexts</name>
    <message>
        <source>Each player starts with &lt;b&gt;3 francs&lt;/b&gt; and a warehouse holding &lt;b&gt;4 fish, 3 clay, 2 wood and 1 grain&lt;/b&gt;, with the four markers on their marked start spaces. The start player takes the wheel with the letters A–F, the other player the wheel with G–L, and both pointers begin on their first letter, A and G. The buildings of round A are in the supply from the start; all the others wait, shaded, until their round comes.</source>
        <translation>Κάθε παίκτης ξεκινά με &lt;b&gt;3 φράγκα&lt;/b&gt; και μια αποθήκη με &lt;b&gt;4 ψάρια, 3 πηλούς, 2 ξύλα και 1 σιτάρι&lt;/b&gt;, με τους τέσσερις δείκτες υλικών στις σημειωμένες θέσεις εκκίνησης. Ο αρχικός παίκτης παίρνει το ταμπλό με τα γράμματα A–F και ο άλλος παίκτης το ταμπλό με τα G–L· οι δείκτες και των δύο ταμπλό ξεκινούν από το πρώτο τους γράμμα, το A και το G. Τα κτίρια του γύρου A βρίσκονται στο απόθεμα από την αρχή· όλα τα υπόλοιπα περιμένουν σκιασμένα μέχρι να έρθει ο γύρος τους.</translation>
    </message>
    <message>
        <source>The game lasts twelve rounds, named by the letters A to L. At the start of each round, the buildings with that round&apos;s letter join the supply, next to any older ones nobody has built yet. In rounds A to F the current letter is the one the pointer of the A–F wheel points at; in rounds G to L it is shown by the G–L wheel.</source>
        <translation>Το παιχνίδι διαρκεί δώδεκα γύρους, που ονομάζονται με τα γράμματα A έως L. Στην αρχή κάθε γύρου, τα κτίρια με το γράμμα του γύρου μπαίνουν στο απόθεμα, δίπλα σε όσα παλαιότερα δεν έχει κατασκευάσει ακόμη κανείς. Στους γύρους A έως F τρέχον γράμμα είναι αυτό που δείχνει ο δείκτης του ταμπλό A–F· στους γύρους G έως L το δείχνει ο δείκτης του ταμπλό G–L.</translation>
    </message>
    <message>
        <source>Each round has a fixed number of actions for both players together: 3 in rounds A–C, 5 in D–F, 7 in G–I and 9 in J–L, 72 in all. The player who starts a round gets one action more than the other in that round, for example 2 against 1 in round A. Over the whole game each player gets exactly 36 turns. The player headers show how many actions are left in the current round.</source>
        <translation>Κάθε γύρος έχει σταθερό αριθμό ενεργειών για τους δύο παίκτες μαζί: 3 στους γύρους A–C, 5 στους D–F, 7 στους G–I και 9 στους J–L, 72 συνολικά. Ο παίκτης που ξεκινά έναν γύρο έχει σε αυτόν μία ενέργεια περισσότερη από τον άλλον, για παράδειγμα 2 έναντι 1 στον γύρο A. Σε όλο το παιχνίδι κάθε παίκτης παίζει ακριβώς 36 φορές. Οι κεφαλίδες των παικτών δείχνουν πόσες ενέργειες απομένουν στον τρέχοντα γύρο.</translation>
    </message>
    <message>
        <source>The players simply take turns, one after the other, for the whole game, with no break between rounds. Since every round has an odd number of actions, the player who starts a round also takes its last action, and the other player starts the next round. So the start player of the game starts rounds A, C, E, G, I and K, and the other player starts rounds B, D, F, H, J and L.</source>
        <translation>Οι παίκτες απλώς παίζουν εναλλάξ, ο ένας μετά τον άλλον, σε όλο το παιχνίδι, χωρίς διακοπή ανάμεσα στους γύρους. Επειδή κάθε γύρος έχει μονό αριθμό ενεργειών, ο παίκτης που ξεκινά έναν γύρο εκτελεί και την τελευταία του ενέργεια, και ο άλλος παίκτης ξεκινά τον επόμενο γύρο. Έτσι ο αρχικός παίκτης του παιχνιδιού ξεκινά τους γύρους A, C, E, G, I και K, και ο άλλος παίκτης τους γύρους B, D, F, H, J και L.</translation>
    </message>
    <message>
        <source>You may &lt;b&gt;pass&lt;/b&gt; only when you can neither build anything nor use any building; only then does the program offer it, and the pass takes the place of your action. It is rare: any of your own buildings outside sector 0 can always be used, even when it would do little for you.</source>
        <translation>Μπορείς να πεις &lt;b&gt;πάσο&lt;/b&gt; μόνο όταν δεν μπορείς ούτε να κατασκευάσεις τίποτα ούτε να χρησιμοποιήσεις κανένα κτίριο· μόνο τότε σου το προτείνει το πρόγραμμα, και το πάσο παίρνει τη θέση της ενέργειάς σου. Συμβαίνει σπάνια: οποιοδήποτε δικό σου κτίριο εκτός του τομέα 0 μπορεί πάντα να χρησιμοποιηθεί, ακόμη κι αν δεν θα σε ωφελούσε πολύ.</translation>
    </message>
    <message>
        <source>Every action names one of the 31 buildings of the game (except a pass). The program refuses an action that names a building it does not know, for example one read from a damaged or hand-edited saved game. In normal play with the mouse you will never meet this rule.</source>
        <translation>Κάθε ενέργεια (εκτός από το πάσο) αφορά ένα από τα 31 κτίρια του παιχνιδιού. Το πρόγραμμα απορρίπτει μια ενέργεια που αναφέρει κτίριο το οποίο δεν γνωρίζει, για παράδειγμα από ένα κατεστραμμένο ή χειροκίνητα επεξεργασμένο αποθηκευμένο παιχνίδι. Όταν παίζεις κανονικά με το ποντίκι, δεν θα συναντήσεις ποτέ αυτόν τον κανόνα.</translation>
    </message>
    <message>
        <source>Your warehouse is a grid with one marker for each good. The rows are worth 0, 3, 6, 9 and so on from the bottom, the columns +0, +1, +2 and so on from the left, and a marker holds &lt;b&gt;row value + column value&lt;/b&gt; of its good: a wood marker in row 6, column +1 means 7 wood. Several markers may share a space. The top row is worth {top_row} and the last column +{last_column}, so you can hold up to {max_amount} of each good.</source>
        <translation>Η αποθήκη σου είναι ένα πλέγμα με έναν δείκτη υλικού για κάθε υλικό. Οι γραμμές αξίζουν 0, 3, 6, 9 κ.ο.κ. από κάτω προς τα πάνω, οι στήλες +0, +1, +2 κ.ο.κ. από αριστερά, και ένας δείκτης δείχνει &lt;b&gt;τιμή γραμμής + τιμή στήλης&lt;/b&gt; από το υλικό του: ένας δείκτης ξύλου στη γραμμή 6, στήλη +1 σημαίνει 7 ξύλα. Περισσότεροι δείκτες μπορούν να βρίσκονται στην ίδια θέση. Η πάνω γραμμή αξίζει {top_row} και η τελευταία στήλη +{last_column}, οπότε μπορείς να έχεις έως {max_amount} από κάθε υλικό.</translation>
    </message>
    <message>
        <source>Buildings never hand you goods directly: they move your markers. A step &lt;b&gt;right&lt;/b&gt; (→) adds 1 of that good, &lt;b&gt;up&lt;/b&gt; (↑) adds 3, &lt;b&gt;up-left&lt;/b&gt; (↖) adds 2 and &lt;b&gt;up-right&lt;/b&gt; (↗) adds 4. The opposite moves take goods away: left (−1), down (−3) and down-left (−4); these three are also the moves you pay with. Each building says which markers it moves and in which direction.</source>
        <translation>Τα κτίρια δεν σου δίνουν ποτέ υλικά απευθείας: μετακινούν τους δείκτες υλικών σου. Κάθε θέση &lt;b&gt;προς τα δεξιά&lt;/b&gt; (→) προσθέτει 1 από το υλικό, &lt;b&gt;προς τα πάνω&lt;/b&gt; (↑) 3, &lt;b&gt;διαγωνίως προς τα πάνω αριστερά&lt;/b&gt; (↖) 2 και &lt;b&gt;διαγωνίως προς τα πάνω δεξιά&lt;/b&gt; (↗) 4. Οι αντίθετες μετακινήσεις αφαιρούν υλικά: προς τα αριστερά (−1), προς τα κάτω (−3) και διαγωνίως προς τα κάτω αριστερά (−4)· με αυτές τις τρεις και πληρώνεις. Κάθε κτίριο αναφέρει ποιους δείκτες μετακινεί και προς ποια κατεύθυνση.</translation>
    </message>
    <message>
        <source>A marker never leaves the warehouse. When a step would take it past the last row or column, that step is &lt;b&gt;lost&lt;/b&gt;, and so is every further step in that direction. A diagonal step is lost as soon as either the row or the column runs out; the marker does not slide along the edge instead. Where you share out steps yourself (Marketplace, Pier, Craftsmen&apos;s Yard) or pick the markers that get a step (Masons Guild, Guild Hall), you may give a marker more steps than it has room for, or pick one that already stands at the edge: that is allowed, and the steps beyond the edge are simply lost.</source>
        <translation>Ένας δείκτης υλικού δεν βγαίνει ποτέ από την αποθήκη. Όταν μια μετακίνηση θα τον πήγαινε πέρα από την τελευταία γραμμή ή στήλη, η θέση αυτή &lt;b&gt;χάνεται&lt;/b&gt;, όπως και κάθε επόμενη προς την ίδια κατεύθυνση. Μια διαγώνια μετακίνηση χάνεται μόλις τελειώσει είτε η γραμμή είτε η στήλη· ο δείκτης δεν γλιστράει αντί γι&apos; αυτό κατά μήκος της άκρης. Όπου μοιράζεις εσύ τις θέσεις (Αγορά, Προβλήτα, Πλατεία των Τεχνιτών) ή διαλέγεις τους δείκτες που προχωρούν κατά μία θέση (Συντεχνία των Κτιστών, Συντεχνία), μπορείς να δώσεις σε έναν δείκτη περισσότερες θέσεις από όσες χωράνε ή να διαλέξεις έναν δείκτη που βρίσκεται ήδη στην άκρη: αυτό επιτρέπεται, και ό,τι περισσεύει πέρα από την άκρη απλώς χάνεται.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Food&lt;/b&gt; is not a fifth good: it means fish, grain, or any mix of the two. Whenever something costs food, you pay it with your fish marker, your grain marker or both, and only the total counts. Food is asked for by some build costs and by the Wood Trader and the Restaurant, so a good stock of fish and grain keeps those doors open.</source>
        <translation>Το &lt;b&gt;φαγητό&lt;/b&gt; δεν είναι πέμπτο υλικό: σημαίνει ψάρι, σιτάρι ή οποιονδήποτε συνδυασμό τους. Όποτε κάτι κοστίζει φαγητό, το πληρώνεις με τον δείκτη ψαριού, τον δείκτη σιταριού ή και με τους δύο, και μετράει μόνο το σύνολο. Φαγητό ζητούν ορισμένα κόστη κατασκευής, καθώς και ο Ξυλέμπορος και το Εστιατόριο, οπότε με αρκετά ψάρια και σιτάρι έχεις πρόσβαση και σε αυτά.</translation>
    </message>
    <message>
        <source>To pay goods, you move that good&apos;s marker back down the grid with three kinds of move only: &lt;b&gt;left&lt;/b&gt; pays 1, &lt;b&gt;down&lt;/b&gt; pays 3 and &lt;b&gt;down-left&lt;/b&gt; pays 4. You may combine several moves, but each one must stay on the grid, and down-right is not a paying move. The program proposes a payment; to choose another, drag the marker to a different space it can reach with these moves.</source>
        <translation>Για να πληρώσεις υλικά, μετακινείς τον δείκτη του υλικού προς τα πίσω στο πλέγμα, με τρία μόνο είδη μετακίνησης: &lt;b&gt;προς τα αριστερά&lt;/b&gt; πληρώνει 1, &lt;b&gt;προς τα κάτω&lt;/b&gt; πληρώνει 3 και &lt;b&gt;διαγωνίως προς τα κάτω αριστερά&lt;/b&gt; πληρώνει 4. Μπορείς να συνδυάσεις περισσότερες μετακινήσεις, αλλά καθεμία πρέπει να μένει μέσα στο πλέγμα, και η μετακίνηση διαγωνίως προς τα κάτω δεξιά δεν είναι μετακίνηση πληρωμής. Το πρόγραμμα προτείνει μια πληρωμή· για να επιλέξεις άλλη, σύρε τον δείκτη σε διαφορετική θέση που μπορεί να φτάσει με αυτές τις μετακινήσεις.</translation>
    </message>
    <message>
        <source>The warehouse gives no change. If the paying moves cannot hit the exact amount, you must pay more, and the extra is lost. For example, with 7 wood (row 6, column +1) you cannot pay 2 by going left twice, because only one column lies to the left; you move down instead, pay 3 and keep 4. You may also pay more than you could have paid exactly, but never with a superfluous move: a payment is refused if the cost is already covered without its last move.</source>
        <translation>Η αποθήκη δεν δίνει ρέστα. Αν οι μετακινήσεις πληρωμής δεν μπορούν να πετύχουν ακριβώς το ποσό, πρέπει να πληρώσεις περισσότερα, και η διαφορά χάνεται. Για παράδειγμα, με 7 ξύλα (γραμμή 6, στήλη +1) δεν μπορείς να πληρώσεις 2 πηγαίνοντας δύο φορές προς τα αριστερά, επειδή αριστερά υπάρχει μόνο μία στήλη· μετακινείς λοιπόν τον δείκτη ξύλου προς τα κάτω, πληρώνεις 3 και σου μένουν 4. Μπορείς επίσης να πληρώσεις περισσότερα ακόμη κι όταν θα μπορούσες να πληρώσεις ακριβώς, ποτέ όμως με περιττή μετακίνηση: μια πληρωμή απορρίπτεται αν το κόστος καλύπτεται ήδη χωρίς την τελευταία της μετακίνηση.</translation>
    </message>
    <message>
        <source>Each part of a cost is paid with its own goods: wood with the wood marker, clay with the clay marker, food with the fish and/or grain markers. A surplus in one part never counts toward another, so overpaying wood does not reduce the clay you owe. Markers of goods that are not part of the cost stay where they are.</source>
        <translation>Κάθε μέρος ενός κόστους πληρώνεται με τα δικά του υλικά: το ξύλο με τον δείκτη ξύλου, ο πηλός με τον δείκτη πηλού, το φαγητό με τον δείκτη ψαριού ή/και τον δείκτη σιταριού. Το πλεόνασμα σε ένα μέρος δεν μετράει ποτέ για κάποιο άλλο, οπότε αν πληρώσεις παραπάνω ξύλο δεν μειώνεται ο πηλός που οφείλεις. Οι δείκτες των υλικών που δεν περιλαμβάνονται στο κόστος μένουν στη θέση τους.</translation>
    </message>
    <message>
        <source>Some buildings cost francs, and some functions ask for a franc per repetition. Francs are paid exactly, since the bank always gives change. The bank never runs out of money: the number of coins in the box is no limit. Keep in mind that francs are also your points at the end.</source>
        <translation>Ορισμένα κτίρια κοστίζουν φράγκα, και ορισμένες λειτουργίες ζητούν ένα φράγκο για κάθε επανάληψη. Τα φράγκα πληρώνονται ακριβώς, αφού η τράπεζα δίνει πάντα ρέστα. Η τράπεζα δεν ξεμένει ποτέ από χρήματα: ο αριθμός των κερμάτων στο κουτί δεν αποτελεί όριο. Μην ξεχνάς ότι τα φράγκα είναι και οι πόντοι σου στο τέλος.</translation>
    </message>
    <message>
        <source>You can build any building in the &lt;b&gt;supply&lt;/b&gt;: one whose round has come and that nobody owns. A building that was sold, by choice or by force, goes back to the supply, and either player may build it again. Buildings of later rounds are already shown, shaded, but cannot be built yet.</source>
        <translation>Μπορείς να κατασκευάσεις οποιοδήποτε κτίριο του &lt;b&gt;αποθέματος&lt;/b&gt;: κτίριο του οποίου ο γύρος έχει έρθει και που δεν ανήκει σε κανέναν. Ένα κτίριο που πουλήθηκε, με επιλογή ή αναγκαστικά, επιστρέφει στο απόθεμα, και οποιοσδήποτε παίκτης μπορεί να το κατασκευάσει ξανά. Τα κτίρια των επόμενων γύρων φαίνονται ήδη σκιασμένα, αλλά δεν μπορούν ακόμη να κατασκευαστούν.</translation>
    </message>
    <message>
        <source>To build, you pay the full cost shown on the tile: wood and clay, food, or francs, depending on the building. If you cannot pay it, you cannot build it, and the supply shades the buildings you cannot afford. The program suggests the payment that gives away the fewest goods; you may choose another legal one by dragging markers.</source>
        <translation>Για να κατασκευάσεις, πληρώνεις ολόκληρο το κόστος που δείχνει το πλακίδιο: ξύλο και πηλό, φαγητό ή φράγκα, ανάλογα με το κτίριο. Αν δεν μπορείς να το πληρώσεις, δεν μπορείς να το κατασκευάσεις, και στο απόθεμα εμφανίζονται σκιασμένα τα κτίρια που δεν μπορείς να πληρώσεις. Το πρόγραμμα προτείνει την πληρωμή με την οποία δίνεις τα λιγότερα υλικά· μπορείς να επιλέξεις άλλη έγκυρη πληρωμή σέρνοντας δείκτες υλικών.</translation>
    </message>
    <message>
        <source>Buildings with the &lt;b&gt;lock symbol&lt;/b&gt; have no function: they only bring their value at the end. They are the Town Hall, the Zoo, the Pont de Normandie, the four factories and the Dock. All of them lie &lt;b&gt;beside your board&lt;/b&gt;, not on the wheel, so they are never used, never move through the sectors and are never sold by force. You may still sell one yourself on your turn for half its value.</source>
        <translation>Τα κτίρια με το &lt;b&gt;σύμβολο της κλειδαριάς&lt;/b&gt; δεν έχουν λειτουργία: αποφέρουν μόνο την αξία τους στο τέλος. Είναι το Δημαρχείο, ο Ζωολογικός Κήπος, η Γέφυρα της Νορμανδίας, τα τέσσερα εργοστάσια και το Λιμάνι. Όλα αυτά βρίσκονται &lt;b&gt;δίπλα στο ταμπλό σου&lt;/b&gt;, όχι πάνω του, οπότε δεν χρησιμοποιούνται ποτέ, δεν μετακινούνται στους τομείς και δεν πωλούνται ποτέ αναγκαστικά. Μπορείς πάντως να πουλήσεις ένα τέτοιο κτίριο με δική σου επιλογή, στη σειρά σου, στη μισή του αξία.</translation>
    </message>
    <message>
        <source>The &lt;i&gt;use&lt;/i&gt; action works only on a building that someone has built and that lies on a wheel, yours or your opponent&apos;s. Buildings still in the supply cannot be used, and neither can lock buildings. Using one of your own buildings is free; using one of your opponent&apos;s costs a fee.</source>
        <translation>Η ενέργεια &lt;i&gt;χρήση&lt;/i&gt; αφορά μόνο κτίριο που έχει κατασκευάσει κάποιος και που βρίσκεται σε ένα από τα ταμπλό, δικό σου ή του αντιπάλου σου. Τα κτίρια που βρίσκονται ακόμη στο απόθεμα δεν μπορούν να χρησιμοποιηθούν, ούτε και τα κτίρια με το σύμβολο της κλειδαριάς. Η χρήση ενός δικού σου κτιρίου είναι δωρεάν· για τη χρήση κτιρίου του αντιπάλου σου πληρώνεις αμοιβή.</translation>
    </message>
    <message>
        <source>A building in &lt;b&gt;sector 0&lt;/b&gt; cannot be used at all. Every building lands there when it is built and again right after each use, so a building can be used at most once per round, and never in the round it was built. At the end of the round it moves on to sector ×2 and is ready again.</source>
        <translation>Ένα κτίριο στον &lt;b&gt;τομέα 0&lt;/b&gt; δεν μπορεί να χρησιμοποιηθεί καθόλου. Κάθε κτίριο καταλήγει εκεί όταν κατασκευάζεται και ξανά αμέσως μετά από κάθε χρήση, οπότε ένα κτίριο μπορεί να χρησιμοποιηθεί το πολύ μία φορά ανά γύρο και ποτέ στον γύρο που κατασκευάστηκε. Στο τέλος του γύρου προχωρά στον τομέα ×2 και είναι ξανά έτοιμο.</translation>
    </message>
    <message>
        <source>You may also use a building on your opponent&apos;s wheel. First you pay its owner a fee of &lt;b&gt;{fee}&lt;/b&gt;, whatever sector it is in. You need that money before the use: the bonus franc of sector ×4+ arrives too late to pay the fee, though selling a building first can raise it. The building then works for you: your markers move and you collect any francs. Afterwards it goes back to sector 0 of its owner&apos;s wheel.</source>
        <translation>Μπορείς να χρησιμοποιήσεις και κτίριο στο ταμπλό του αντιπάλου σου. Πρώτα πληρώνεις στον ιδιοκτήτη του αμοιβή &lt;b&gt;{fee:gen}&lt;/b&gt;, σε όποιον τομέα κι αν βρίσκεται το κτίριο. Τα χρήματα αυτά τα χρειάζεσαι πριν από τη χρήση: το επιπλέον φράγκο του τομέα ×4+ έρχεται πολύ αργά για να πληρωθεί με αυτό η αμοιβή, μπορείς όμως να τα εξασφαλίσεις πουλώντας πρώτα ένα κτίριο. Έπειτα το κτίριο λειτουργεί για σένα: μετακινούνται οι δικοί σου δείκτες υλικών και εισπράττεις εσύ όσα φράγκα δίνει. Στο τέλος επιστρέφει στον τομέα 0 του ταμπλό του ιδιοκτήτη του.</translation>
    </message>
    <message>
        <source>The longer a building waits, the stronger it gets. When you use it, its main function is carried out as many times as the &lt;b&gt;multiplier&lt;/b&gt; of its sector says: twice from ×2, three times from ×3, four times from ×4 and also four times from ×4+. Some buildings add an extra effect that happens just once, whatever the sector. In the building descriptions, &lt;i&gt;N&lt;/i&gt; stands for this multiplier.</source>
        <translation>Όσο περισσότερο περιμένει ένα κτίριο, τόσο πιο δυνατό γίνεται. Όταν το χρησιμοποιείς, η βασική του λειτουργία εκτελείται τόσες φορές όσες ορίζει ο &lt;b&gt;πολλαπλασιαστής&lt;/b&gt; του τομέα του: δύο φορές από το ×2, τρεις από το ×3, τέσσερις από το ×4 και επίσης τέσσερις από το ×4+. Ορισμένα κτίρια έχουν και μια επιπλέον λειτουργία που εκτελείται μόνο μία φορά, όποιος κι αν είναι ο τομέας. Στις περιγραφές των κτιρίων, το &lt;i&gt;N&lt;/i&gt; συμβολίζει αυτόν τον πολλαπλασιαστή.</translation>
    </message>
    <message>
        <source>Using a building from sector &lt;b&gt;×4+&lt;/b&gt; works like sector ×4, and the user also receives &lt;b&gt;1 franc&lt;/b&gt; from the bank. The franc arrives before the function is carried out, so it can pay a franc the Wood Trader or the Fish Market asks for. You get it even when the building belongs to your opponent, but it cannot pay the fee for using it, because the fee is due first.</source>
        <translation>Η χρήση ενός κτιρίου από τον τομέα &lt;b&gt;×4+&lt;/b&gt; λειτουργεί όπως στον τομέα ×4, και επιπλέον όποιος το χρησιμοποιεί παίρνει &lt;b&gt;1 φράγκο&lt;/b&gt; από την τράπεζα. Το φράγκο έρχεται πριν εκτελεστεί η λειτουργία, οπότε με αυτό μπορείς να πληρώσεις ένα φράγκο που ζητά ο Ξυλέμπορος ή η Ψαραγορά. Το παίρνεις ακόμη κι όταν το κτίριο ανήκει στον αντίπαλό σου, αλλά με αυτό δεν μπορείς να πληρώσεις την αμοιβή για τη χρήση του, γιατί η αμοιβή οφείλεται πρώτα.</translation>
    </message>
    <message>
        <source>After a use, the building goes back to &lt;b&gt;sector 0&lt;/b&gt; of its owner&apos;s wheel, also when the opponent used it. From there it climbs through the sectors again, one per round: ×2, ×3, ×4 and ×4+. Letting a building wait makes its next use stronger, but it also brings it closer to the sale sector.</source>
        <translation>Μετά από μια χρήση, το κτίριο επιστρέφει στον &lt;b&gt;τομέα 0&lt;/b&gt; του ταμπλό του ιδιοκτήτη του, ακόμη κι όταν το χρησιμοποίησε ο αντίπαλος. Από εκεί ανεβαίνει ξανά τους τομείς, έναν ανά γύρο: ×2, ×3, ×4 και ×4+. Αν αφήσεις ένα κτίριο να περιμένει, η επόμενη χρήση του θα είναι πιο δυνατή, αλλά το φέρνεις και πιο κοντά στον τομέα πώλησης.</translation>
    </message>
    <message>
        <source>The trading buildings (Wood Trader, Restaurant, Fish Market and Weekly Market) carry out their main function &lt;i&gt;up to&lt;/i&gt; N times: you choose how many, from none up to the multiplier, and every repetition costs something. Using one of them with zero repetitions is still a legal action, and the building still goes back to sector 0. A building that offers no choice always works in full: its steps and francs cannot be declined, and steps beyond the edge of the warehouse are lost.</source>
        <translation>Τα εμπορικά κτίρια (Ξυλέμπορος, Εστιατόριο, Ψαραγορά και Λαϊκή Αγορά) εκτελούν τη βασική τους λειτουργία &lt;i&gt;έως&lt;/i&gt; N φορές: εσύ επιλέγεις πόσες, από καμία μέχρι όσο ο πολλαπλασιαστής, και κάθε επανάληψη κάτι κοστίζει. Η χρήση ενός από αυτά με μηδέν επαναλήψεις είναι κι αυτή έγκυρη ενέργεια, και το κτίριο επιστρέφει κανονικά στον τομέα 0. Ένα κτίριο που δεν προσφέρει επιλογή λειτουργεί πάντα πλήρως: δεν μπορείς να αρνηθείς τις μετακινήσεις και τα φράγκα του, και όσες θέσεις περισσεύουν πέρα από την άκρη της αποθήκης χάνονται.</translation>
    </message>
    <message>
        <source>Some buildings do the same thing every time; others ask you to decide something: which good gets the steps, how to share steps among your markers, how many repetitions to make, or which food to pay with. The program asks only for the choices a building offers and refuses any it does not. Each building&apos;s description says what you may choose.</source>
        <translation>Ορισμένα κτίρια κάνουν κάθε φορά το ίδιο πράγμα· άλλα σου ζητούν να αποφασίσεις κάτι: ποιο υλικό μετακινείται, πώς θα μοιράσεις τις θέσεις στους δείκτες σου, πόσες επαναλήψεις θα κάνεις ή με ποιο φαγητό θα πληρώσεις. Το πρόγραμμα σε ρωτά μόνο για τις επιλογές που προσφέρει ένα κτίριο και απορρίπτει όσες δεν προσφέρει. Η περιγραφή κάθε κτιρίου λέει τι μπορείς να επιλέξεις.</translation>
    </message>
    <message>
        <source>The Hardware Store and the Weekly Market let you pick a good, and then every step or repetition of that use goes to the &lt;b&gt;same&lt;/b&gt; good. With the Hardware Store from sector ×3, for example, all three steps go to wood or all three to clay; two and one is not allowed. Next time you use the building you may pick the other good.</source>
        <translation>Το Κατάστημα Εργαλείων και η Λαϊκή Αγορά σε αφήνουν να διαλέξεις ένα υλικό, και τότε κάθε θέση ή επανάληψη αυτής της χρήσης πηγαίνει στο &lt;b&gt;ίδιο&lt;/b&gt; υλικό. Με το Κατάστημα Εργαλείων από τον τομέα ×3, για παράδειγμα, και οι τρεις θέσεις πηγαίνουν στο ξύλο ή και οι τρεις στον πηλό· δύο και μία δεν επιτρέπεται. Την επόμενη φορά που θα χρησιμοποιήσεις το κτίριο μπορείς να διαλέξεις το άλλο υλικό.</translation>
    </message>
    <message>
        <source>A sale brings &lt;b&gt;half the building&apos;s value&lt;/b&gt; in francs, rounded down when the value is odd. For the buildings whose value changes (the four factories and the Dock), it is half of what they are worth at that moment.</source>
        <translation>Μια πώληση αποφέρει &lt;b&gt;τη μισή αξία του κτιρίου&lt;/b&gt; σε φράγκα, στρογγυλεμένη προς τα κάτω όταν η αξία είναι μονός αριθμός. Για τα κτίρια με μεταβαλλόμενη αξία (τα τέσσερα εργοστάσια και το Λιμάνι), είναι το μισό από όσο αξίζουν εκείνη τη στιγμή.</translation>
    </message>
    <message>
        <source>A building that the turning wheel carries into the &lt;b&gt;sale sector&lt;/b&gt; is sold at once: its owner receives half its value and the building returns to the supply. This happens at every round end, including the last turn of the wheels after round L. A building built in round A and never used is sold at the end of round E, so use a building now and then if you want to keep it.</source>
        <translation>Ένα κτίριο που φτάνει στον &lt;b&gt;τομέα πώλησης&lt;/b&gt; καθώς γυρίζει ο δείκτης του ταμπλό πωλείται αμέσως: ο ιδιοκτήτης του παίρνει τη μισή του αξία και το κτίριο επιστρέφει στο απόθεμα. Αυτό συμβαίνει στο τέλος κάθε γύρου, και στο τελευταίο γύρισμα των δεικτών μετά τον γύρο L. Ένα κτίριο που κατασκευάστηκε στον γύρο A και δεν χρησιμοποιήθηκε ποτέ πωλείται στο τέλος του γύρου E, οπότε χρησιμοποίησε ένα κτίριο πού και πού αν θέλεις να το κρατήσεις.</translation>
    </message>
    <message>
        <source>The Dock is worth a fixed amount for each building with the &lt;b&gt;Dock symbol&lt;/b&gt; that you own. The four factories carry that symbol, and the Dock does not count itself. The Dock&apos;s page gives the amount.</source>
        <translation>Το Λιμάνι αξίζει ένα σταθερό ποσό για κάθε κτίριο με το &lt;b&gt;σύμβολο του Λιμανιού&lt;/b&gt; που σου ανήκει. Τα τέσσερα εργοστάσια φέρουν αυτό το σύμβολο, και το Λιμάνι δεν μετρά τον εαυτό του. Το ποσό δίνεται στη σελίδα του Λιμανιού.</translation>
    </message>
    <message>
        <source>If both totals are equal, the game is a &lt;b&gt;draw&lt;/b&gt;, and you may play a rematch in which the other player starts.</source>
        <translation>Αν τα δύο σύνολα είναι ίσα, το παιχνίδι λήγει με &lt;b&gt;ισοπαλία&lt;/b&gt;, και μπορείς να παίξεις ρεβάνς στην οποία ξεκινά ο άλλος παίκτης.</translation>
    </message>
    <message>
        <source>Moves your grain marker &lt;b&gt;up-right&lt;/b&gt; (↗, +4 grain per step) N−1 times: 1 step from sector ×2, 2 from ×3 and 3 from ×4 or ×4+. The tile shows N steps up-right followed by one step back down-left, and what counts is the net result: N−1 steps up-right.</source>
        <translation>Μετακινεί τον δείκτη σιταριού σου &lt;b&gt;διαγωνίως προς τα πάνω δεξιά&lt;/b&gt; (↗, σιτάρι +4 ανά θέση) N−1 θέσεις: 1 από τον τομέα ×2, 2 από το ×3 και 3 από το ×4 ή το ×4+. Το πλακίδιο δείχνει N θέσεις διαγωνίως προς τα πάνω δεξιά και έπειτα μία πίσω, διαγωνίως προς τα κάτω αριστερά, και μετράει το καθαρό αποτέλεσμα: N−1 θέσεις διαγωνίως προς τα πάνω δεξιά.</translation>
    </message>
    <message>
        <source>A lock building with no function, kept beside your board. At the end it is worth &lt;b&gt;{per} per fish&lt;/b&gt; in your warehouse. It carries the Dock symbol, so it also raises the value of a Dock you own.</source>
        <translation>Κτίριο με το σύμβολο της κλειδαριάς, χωρίς λειτουργία, που μένει δίπλα στο ταμπλό σου. Στο τέλος αξίζει &lt;b&gt;{per} ανά ψάρι&lt;/b&gt; στην αποθήκη σου. Φέρει το σύμβολο του Λιμανιού, οπότε αυξάνει και την αξία ενός Λιμανιού που σου ανήκει.</translation>
    </message>
    <message>
        <source>A lock building with no function, kept beside your board. At the end it is worth &lt;b&gt;{per} per wood&lt;/b&gt; in your warehouse. It carries the Dock symbol, so it also raises the value of a Dock you own.</source>
        <translation>Κτίριο με το σύμβολο της κλειδαριάς, χωρίς λειτουργία, που μένει δίπλα στο ταμπλό σου. Στο τέλος αξίζει &lt;b&gt;{per} ανά ξύλο&lt;/b&gt; στην αποθήκη σου. Φέρει το σύμβολο του Λιμανιού, οπότε αυξάνει και την αξία ενός Λιμανιού που σου ανήκει.</translation>
    </message>
    <message>
        <source>A lock building with no function, kept beside your board. At the end it is worth &lt;b&gt;{per}&lt;/b&gt; for each building with the &lt;b&gt;Dock symbol&lt;/b&gt; you own. The four factories carry that symbol, and the Dock does not count itself.</source>
        <translation>Κτίριο με το σύμβολο της κλειδαριάς, χωρίς λειτουργία, που μένει δίπλα στο ταμπλό σου. Στο τέλος αξίζει &lt;b&gt;{per}&lt;/b&gt; για κάθε κτίριο με το &lt;b&gt;σύμβολο του Λιμανιού&lt;/b&gt; που σου ανήκει. Τα τέσσερα εργοστάσια φέρουν αυτό το σύμβολο, και το Λιμάνι δεν μετρά τον εαυτό του.</translation>
    </message>
    <message>
        <source>A lock building with no function, kept beside your board. At the end it is worth &lt;b&gt;{per} per grain&lt;/b&gt; in your warehouse. It carries the Dock symbol, so it also raises the value of a Dock you own.</source>
        <translation>Κτίριο με το σύμβολο της κλειδαριάς, χωρίς λειτουργία, που μένει δίπλα στο ταμπλό σου. Στο τέλος αξίζει &lt;b&gt;{per} ανά σιτάρι&lt;/b&gt; στην αποθήκη σου. Φέρει το σύμβολο του Λιμανιού, οπότε αυξάνει και την αξία ενός Λιμανιού που σου ανήκει.</translation>
    </message>
    <message>
        <source>A lock building with no function, kept beside your board. At the end it is worth &lt;b&gt;{per} per clay&lt;/b&gt; in your warehouse. It carries the Dock symbol, so it also raises the value of a Dock you own.</source>
        <translation>Κτίριο με το σύμβολο της κλειδαριάς, χωρίς λειτουργία, που μένει δίπλα στο ταμπλό σου. Στο τέλος αξίζει &lt;b&gt;{per} ανά πηλό&lt;/b&gt; στην αποθήκη σου. Φέρει το σύμβολο του Λιμανιού, οπότε αυξάνει και την αξία ενός Λιμανιού που σου ανήκει.</translation>
    </message>
    <message>
        <source>On your turn you take exactly one action: &lt;b&gt;build&lt;/b&gt; a building from the supply, or &lt;b&gt;use&lt;/b&gt; a building that lies on a wheel. Around it you may sell some of your own buildings, before the action, after it or both; selling is never your action. Once you have built or used, no second action is possible in that turn: you may only sell, and then end your turn.</source>
        <translation>Στη σειρά σου εκτελείς ακριβώς μία ενέργεια: &lt;b&gt;κατασκευάζεις&lt;/b&gt; ένα κτίριο του αποθέματος ή &lt;b&gt;χρησιμοποιείς&lt;/b&gt; ένα κτίριο που βρίσκεται σε ένα από τα ταμπλό. Επιπλέον μπορείς να πουλήσεις κάποια από τα δικά σου κτίρια, πριν από την ενέργεια, μετά από αυτήν ή και τα δύο· η πώληση δεν μετράει ποτέ ως ενέργεια. Μόλις κατασκευάσεις ή χρησιμοποιήσεις, δεν γίνεται δεύτερη ενέργεια σε αυτή τη σειρά: μπορείς μόνο να πουλήσεις και έπειτα να τελειώσεις τη σειρά σου.</translation>
    </message>
    <message>
        <source>After your action the turn stays open: you may still sell your own buildings, and then you &lt;b&gt;end&lt;/b&gt; your turn. On the table, &lt;b&gt;Confirm&lt;/b&gt; carries out your action and ends the turn in one go, which is what you want most of the time. &lt;b&gt;Confirm, keep turn open&lt;/b&gt; carries out the action and leaves the turn open for sales; &lt;b&gt;End turn&lt;/b&gt; then closes it. A turn cannot end before its action. When the last turn of a round ends, the wheels turn and the next round begins.</source>
        <translation>Μετά την ενέργειά σου η σειρά σου μένει ανοιχτή: μπορείς ακόμη να πουλήσεις δικά σου κτίρια και έπειτα &lt;b&gt;τελειώνεις&lt;/b&gt; τη σειρά σου. Στο τραπέζι, το κουμπί &lt;b&gt;Επιβεβαίωση&lt;/b&gt; εκτελεί την ενέργειά σου και τελειώνει τη σειρά μονομιάς, και αυτό θέλεις τις περισσότερες φορές. Το κουμπί &lt;b&gt;Επιβεβαίωση, συνεχίζω τη σειρά&lt;/b&gt; εκτελεί την ενέργεια και αφήνει τη σειρά ανοιχτή για πωλήσεις· έπειτα το &lt;b&gt;Τέλος σειράς&lt;/b&gt; την κλείνει. Μια σειρά δεν μπορεί να τελειώσει πριν από την ενέργειά της. Όταν τελειώσει η τελευταία σειρά ενός γύρου, οι δείκτες των ταμπλό γυρίζουν και αρχίζει ο επόμενος γύρος.</translation>
    </message>
    <message>
        <source>A building that turns a cost into a gain charges that cost again for &lt;b&gt;every repetition&lt;/b&gt;, and each repetition pays its food on its own: a separate payment from fish and/or grain, with no change, so what one repetition overpays never counts toward the next. With 6 fish (row 6, column +0) and no grain, for example, one food can only be paid by moving the fish marker down, which gives 3: two repetitions of the Restaurant therefore take all 6 fish. Francs asked for per repetition are paid exactly. The program proposes the cheapest sequence of payments; you can change the payment of each repetition by dragging the markers.</source>
        <translation>Ένα κτίριο που μετατρέπει ένα κόστος σε κέρδος χρεώνει το κόστος αυτό ξανά σε &lt;b&gt;κάθε επανάληψη&lt;/b&gt;, και το φαγητό κάθε επανάληψης πληρώνεται ξεχωριστά: μια χωριστή πληρωμή από ψάρια ή/και σιτάρι, χωρίς ρέστα, οπότε ό,τι πληρωθεί παραπάνω σε μία επανάληψη δεν μετράει ποτέ για την επόμενη. Για παράδειγμα, με 6 ψάρια (γραμμή 6, στήλη +0) και καθόλου σιτάρι, ένα φαγητό μπορεί να πληρωθεί μόνο αν ο δείκτης ψαριού κατέβει μία γραμμή, κίνηση που δίνει 3: δύο επαναλήψεις του Εστιατορίου παίρνουν λοιπόν και τα 6 ψάρια. Τα φράγκα που ζητούνται ανά επανάληψη πληρώνονται ακριβώς. Το πρόγραμμα προτείνει τη φθηνότερη ακολουθία πληρωμών· μπορείς να αλλάξεις την πληρωμή κάθε επανάληψης σέρνοντας τους δείκτες.</translation>
    </message>
    <message>
        <source>A new building goes onto &lt;b&gt;your&lt;/b&gt; wheel, in &lt;b&gt;sector 0&lt;/b&gt; just to the right of the pointer. From there it cannot be used this round; when the wheel turns at the end of the round it reaches sector ×2 and becomes usable. A building with the lock symbol goes beside your board instead. Building is your action for the turn; afterwards you may still sell, and then you end your turn.</source>
        <translation>Ένα νέο κτίριο μπαίνει στο &lt;b&gt;δικό σου&lt;/b&gt; ταμπλό, στον &lt;b&gt;τομέα 0&lt;/b&gt;, ακριβώς δεξιά από τον δείκτη. Από εκεί δεν μπορεί να χρησιμοποιηθεί σε αυτόν τον γύρο· όταν ο δείκτης γυρίσει στο τέλος του γύρου, το κτίριο φτάνει στον τομέα ×2 και μπορεί πλέον να χρησιμοποιηθεί. Ένα κτίριο με το σύμβολο της κλειδαριάς μπαίνει αντί γι&apos; αυτό δίπλα στο ταμπλό σου. Η κατασκευή είναι η ενέργειά σου σε αυτή τη σειρά· μετά μπορείς ακόμη να πουλήσεις και έπειτα τελειώνεις τη σειρά σου.</translation>
    </message>
    <message>
        <source>The Marketplace, the Craftsmen&apos;s Yard and the Pier give you a number of steps that you &lt;b&gt;share out freely&lt;/b&gt; among your markers. One marker may take all of them, or you may spread them, and you may leave some unused. You may even give a marker more steps than it has room for before the edge: that is allowed, and the extra steps are lost.</source>
        <translation>Η Αγορά, η Πλατεία των Τεχνιτών και η Προβλήτα σου δίνουν έναν αριθμό θέσεων που τις &lt;b&gt;μοιράζεις ελεύθερα&lt;/b&gt; στους δείκτες υλικών σου. Ένας δείκτης μπορεί να τις πάρει όλες ή μπορείς να τις μοιράσεις, και μπορείς να αφήσεις κάποιες αχρησιμοποίητες. Μπορείς μάλιστα να δώσεις σε έναν δείκτη περισσότερες θέσεις από όσες χωράνε μέχρι την άκρη: αυτό επιτρέπεται, και οι επιπλέον θέσεις χάνονται.</translation>
    </message>
    <message>
        <source>The Masons Guild, the Guild Hall and the Business Office move &lt;b&gt;up to N different markers one step each&lt;/b&gt;. The same marker can never be chosen twice, so even from a strong sector no marker moves more than one step, and with four goods at most four steps are possible. The Masons Guild and the Guild Hall accept a marker that already stands at the edge, whose step is then lost; the Business Office pays francs for every step, so it only takes markers that can really make theirs.</source>
        <translation>Η Συντεχνία των Κτιστών, η Συντεχνία και τα Εταιρικά Γραφεία μετακινούν &lt;b&gt;έως N διαφορετικούς δείκτες κατά μία θέση τον καθένα&lt;/b&gt;. Ο ίδιος δείκτης δεν μπορεί ποτέ να επιλεγεί δύο φορές, οπότε ακόμη και από έναν δυνατό τομέα κανένας δείκτης δεν μετακινείται περισσότερο από μία θέση, και με τέσσερα υλικά είναι δυνατές το πολύ τέσσερις θέσεις. Η Συντεχνία των Κτιστών και η Συντεχνία δέχονται και δείκτη που βρίσκεται ήδη στην άκρη, οπότε η θέση του χάνεται· τα Εταιρικά Γραφεία δίνουν φράγκα για κάθε θέση, γι&apos; αυτό δέχονται μόνο δείκτες που μπορούν πράγματι να μετακινηθούν.</translation>
    </message>
    <message>
        <source>On your own turn you may sell any number of &lt;b&gt;your own&lt;/b&gt; buildings, lock buildings included: before your action, after it, or both. Selling is never your action. A sold building returns to the supply, where either player may build it again. Selling is the way to raise francs quickly, for an expensive building or for the fee of your opponent&apos;s building, and after the action it can keep a building out of your opponent&apos;s reach.</source>
        <translation>Στη σειρά σου μπορείς να πουλήσεις όσα από τα &lt;b&gt;δικά σου&lt;/b&gt; κτίρια θέλεις, ακόμη και κτίρια με το σύμβολο της κλειδαριάς: πριν από την ενέργειά σου, μετά από αυτήν ή και τα δύο. Η πώληση δεν μετράει ποτέ ως ενέργεια. Ένα κτίριο που πουλήθηκε επιστρέφει στο απόθεμα, όπου οποιοσδήποτε παίκτης μπορεί να το κατασκευάσει ξανά. Με την πώληση βρίσκεις γρήγορα φράγκα, για ένα ακριβό κτίριο ή για την αμοιβή ενός κτιρίου του αντιπάλου σου, και μια πώληση μετά την ενέργεια μπορεί να κρατήσει ένα κτίριο μακριά από τον αντίπαλό σου.</translation>
    </message>
    <message>
        <source>Your turn does not end with the action: after building, using or passing you may still sell your own buildings, and then you end the turn. This matters most at the end of a round. The player who takes a round&apos;s last action is the one who started it, so the &lt;b&gt;other&lt;/b&gt; player opens the next round, and by then every building that lay in sector 0 has moved on to sector ×2. A building you use in the last turn of a round therefore waits in sector ×2 for your opponent, who may use it for the fee of {fee}. Selling it after the use, before you end the turn, keeps it out of their reach: choose &lt;b&gt;Confirm, keep turn open&lt;/b&gt; for the use, sell, then choose &lt;b&gt;End turn&lt;/b&gt;.</source>
        <translation>Η σειρά σου δεν τελειώνει με την ενέργεια: μετά την κατασκευή, τη χρήση ή το πάσο μπορείς ακόμη να πουλήσεις δικά σου κτίρια, και έπειτα τελειώνεις τη σειρά. Αυτό έχει τη μεγαλύτερη σημασία στο τέλος ενός γύρου. Την τελευταία ενέργεια ενός γύρου την κάνει ο παίκτης που τον ξεκίνησε, οπότε τον επόμενο γύρο τον ξεκινά ο &lt;b&gt;άλλος&lt;/b&gt; παίκτης, και ως τότε κάθε κτίριο που βρισκόταν στον τομέα 0 έχει προχωρήσει στον τομέα ×2. Ένα κτίριο που χρησιμοποιείς στην τελευταία σειρά ενός γύρου περιμένει λοιπόν στον τομέα ×2 τον αντίπαλό σου, ο οποίος μπορεί να το χρησιμοποιήσει πληρώνοντας αμοιβή {fee:gen}. Αν το πουλήσεις μετά τη χρήση, πριν τελειώσεις τη σειρά σου, το κρατάς μακριά του: διάλεξε &lt;b&gt;Επιβεβαίωση, συνεχίζω τη σειρά&lt;/b&gt; για τη χρήση, πούλησε και έπειτα διάλεξε &lt;b&gt;Τέλος σειράς&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>When the last turn of a round ends, both players turn their pointer one sector. Every building on a wheel moves one sector further: 0 → ×2 → ×3 → ×4 → ×4+ → sale sector. Lock buildings beside the board do not move. Then the next round begins and its buildings enter the supply.</source>
        <translation>Όταν τελειώσει η τελευταία σειρά ενός γύρου, και οι δύο παίκτες γυρίζουν τον δείκτη του ταμπλό τους κατά έναν τομέα. Κάθε κτίριο στα ταμπλό προχωρά κατά έναν τομέα: 0 → ×2 → ×3 → ×4 → ×4+ → τομέας πώλησης. Τα κτίρια με το σύμβολο της κλειδαριάς, δίπλα στο ταμπλό, δεν μετακινούνται. Έπειτα αρχίζει ο επόμενος γύρος και τα κτίριά του μπαίνουν στο απόθεμα.</translation>
    </message>
    <message>
        <source>When the last turn of round L ends, the wheels turn one last time and the forced sales follow. Then each player adds their francs to the value of every building they still own; in this game francs and points are the same thing. The higher total wins.</source>
        <translation>Όταν τελειώσει η τελευταία σειρά του γύρου L, οι δείκτες των ταμπλό γυρίζουν μία τελευταία φορά και ακολουθούν οι αναγκαστικές πωλήσεις. Έπειτα κάθε παίκτης προσθέτει στα φράγκα του την αξία κάθε κτιρίου που του ανήκει ακόμη· σε αυτό το παιχνίδι τα φράγκα και οι πόντοι είναι το ίδιο πράγμα. Κερδίζει όποιος έχει το μεγαλύτερο σύνολο.</translation>
    </message>
    <message>
        <source>The four factories have no fixed value. At the end each is worth a number of francs for every unit of its good in your warehouse: the Fish Factory counts your fish, the Wood Factory your wood, the Grain Silo your grain and the Brick Factory your clay. Each factory&apos;s page gives its rate. A factory therefore rewards a full warehouse at the end of the game.</source>
        <translation>Τα τέσσερα εργοστάσια δεν έχουν σταθερή αξία. Στο τέλος καθένα αξίζει ορισμένα φράγκα για κάθε μονάδα του υλικού του στην αποθήκη σου: το Εργοστάσιο Ψαριών μετρά τα ψάρια σου, το Εργοστάσιο Ξυλείας το ξύλο σου, η Αποθήκη Σιτηρών το σιτάρι σου και το Εργοστάσιο Τούβλου τον πηλό σου. Η σελίδα κάθε εργοστασίου δίνει πόσα φράγκα αξίζει η μονάδα. Ένα εργοστάσιο λοιπόν ανταμείβει μια γεμάτη αποθήκη στο τέλος του παιχνιδιού.</translation>
    </message>
    <message>
        <source>Once the final scores are in, no more actions can be taken. You can still look at the boards and the scores, or start a new game.</source>
        <translation>Μόλις βγει η τελική βαθμολογία, δεν μπορεί να γίνει καμία άλλη ενέργεια. Μπορείς ακόμη να δεις τα ταμπλό και τη βαθμολογία ή να ξεκινήσεις νέο παιχνίδι.</translation>
    </message>
    <message>
        <source>Moves your clay marker &lt;b&gt;right&lt;/b&gt; (→, +1 clay per step): N steps plus one extra step. That is 3 steps from sector ×2, 4 from ×3 and 5 from ×4 or ×4+. Steps past the right edge are lost, so it pays best while your clay marker is near the left of its row.</source>
        <translation>Μετακινεί τον δείκτη πηλού σου &lt;b&gt;προς τα δεξιά&lt;/b&gt; (→, πηλός +1 ανά θέση): N θέσεις και μία επιπλέον. Δηλαδή 3 θέσεις από τον τομέα ×2, 4 από το ×3 και 5 από το ×4 ή το ×4+. Οι θέσεις πέρα από τη δεξιά άκρη χάνονται, οπότε αποδίδει περισσότερο όσο ο δείκτης πηλού σου βρίσκεται κοντά στην αριστερή άκρη της γραμμής του.</translation>
    </message>
    <message>
        <source>Moves your fish marker &lt;b&gt;up-left&lt;/b&gt; (↖, +2 fish per step) N times: 2, 3 or 4 steps depending on the sector. Each step climbs a row and goes back one column, so the marker runs out of room at the left column or the top row, and further steps are lost.</source>
        <translation>Μετακινεί τον δείκτη ψαριού σου &lt;b&gt;διαγωνίως προς τα πάνω αριστερά&lt;/b&gt; (↖, ψάρι +2 ανά θέση) N θέσεις: 2, 3 ή 4 ανάλογα με τον τομέα. Κάθε θέση ανεβαίνει μία γραμμή και πηγαίνει μία στήλη πίσω, οπότε ο δείκτης μένει χωρίς χώρο στην αριστερή στήλη ή στην πάνω γραμμή, και οι επόμενες θέσεις χάνονται.</translation>
    </message>
    <message>
        <source>Gives you &lt;b&gt;N francs&lt;/b&gt;, and once per use moves your grain marker and your fish marker one step &lt;b&gt;right&lt;/b&gt; each (→, +1). From sectors ×2, ×3 and ×4 that is 2, 3 and 4 francs; from ×4+ it is 4 plus the bonus franc, 5 in all.</source>
        <translation>Σου δίνει &lt;b&gt;N φράγκα&lt;/b&gt; και, μία φορά ανά χρήση, μετακινεί τον δείκτη σιταριού και τον δείκτη ψαριού σου κατά μία θέση &lt;b&gt;προς τα δεξιά&lt;/b&gt; τον καθένα (→, +1). Από τους τομείς ×2, ×3 και ×4 αυτό σημαίνει 2, 3 και 4 φράγκα· από το ×4+ είναι 4 συν το επιπλέον φράγκο, δηλαδή 5 συνολικά.</translation>
    </message>
    <message>
        <source>Moves &lt;b&gt;either&lt;/b&gt; your wood marker &lt;b&gt;or&lt;/b&gt; your clay marker N steps &lt;b&gt;right&lt;/b&gt; (→, +1 per step). You choose the good, and all N steps go to it; they cannot be split between wood and clay. From sector ×3, for example, you get 3 steps of wood or 3 steps of clay.</source>
        <translation>Μετακινεί &lt;b&gt;είτε&lt;/b&gt; τον δείκτη ξύλου &lt;b&gt;είτε&lt;/b&gt; τον δείκτη πηλού σου N θέσεις &lt;b&gt;προς τα δεξιά&lt;/b&gt; (→, +1 ανά θέση). Εσύ διαλέγεις το υλικό, και όλες οι N θέσεις πηγαίνουν σε αυτό· δεν μπορούν να μοιραστούν ανάμεσα σε ξύλο και πηλό. Από τον τομέα ×3, για παράδειγμα, ο δείκτης ξύλου ή ο δείκτης πηλού προχωρά 3 θέσεις.</translation>
    </message>
    <message>
        <source>Moves your wood marker N steps &lt;b&gt;right&lt;/b&gt; (→, +1 wood per step): 2, 3 or 4 steps depending on the sector. Steps past the right edge are lost, so use it while your wood marker still has room in its row.</source>
        <translation>Μετακινεί τον δείκτη ξύλου σου N θέσεις &lt;b&gt;προς τα δεξιά&lt;/b&gt; (→, ξύλο +1 ανά θέση): 2, 3 ή 4 ανάλογα με τον τομέα. Οι θέσεις πέρα από τη δεξιά άκρη χάνονται, οπότε χρησιμοποίησέ το όσο ο δείκτης ξύλου σου έχει ακόμη χώρο στη γραμμή του.</translation>
    </message>
    <message>
        <source>Up to N times, you may pay &lt;b&gt;1 franc and 2 food&lt;/b&gt; to move your wood marker one step &lt;b&gt;up&lt;/b&gt; (↑, +3 wood). You choose how many times. Each repetition pays its own franc and its own food, from fish and/or grain, without change. From sector ×2 that is at most 2 trades, from ×4 or ×4+ at most 4, and at ×4+ the bonus franc can pay one of the francs.</source>
        <translation>Έως N φορές, μπορείς να πληρώσεις &lt;b&gt;1 φράγκο και 2 φαγητά&lt;/b&gt; για να μετακινήσεις τον δείκτη ξύλου σου μία θέση &lt;b&gt;προς τα πάνω&lt;/b&gt; (↑, ξύλο +3). Εσύ επιλέγεις πόσες φορές. Για κάθε επανάληψη πληρώνεις χωριστά το φράγκο και το φαγητό της, από ψάρια ή/και σιτάρι, χωρίς ρέστα. Από τον τομέα ×2 αυτό σημαίνει το πολύ 2 ανταλλαγές, από το ×4 ή το ×4+ το πολύ 4, και στο ×4+ μπορείς να πληρώσεις ένα από τα φράγκα με το επιπλέον φράγκο.</translation>
    </message>
    <message>
        <source>Up to N times, you may pay &lt;b&gt;1 food&lt;/b&gt; to receive &lt;b&gt;2 francs&lt;/b&gt;. You choose how many, and each repetition pays its own food from fish or grain, without change. From sector ×2 you can sell at most 2 food, from ×4 or ×4+ at most 4.</source>
        <translation>Έως N φορές, μπορείς να πληρώσεις &lt;b&gt;1 φαγητό&lt;/b&gt; για να πάρεις &lt;b&gt;2 φράγκα&lt;/b&gt;. Εσύ επιλέγεις πόσες φορές, και για κάθε επανάληψη πληρώνεις χωριστά το φαγητό της, από ψάρια ή σιτάρι, χωρίς ρέστα. Από τον τομέα ×2 μπορείς να πουλήσεις το πολύ 2 φαγητά, από το ×4 ή το ×4+ το πολύ 4.</translation>
    </message>
    <message>
        <source>Gives you N steps &lt;b&gt;right&lt;/b&gt; (→, +1 per step) to share among your four markers as you like. One marker may take all of them, or you may spread them. A marker may even take more steps than it has room for before the right edge: the extra steps are lost, and that is allowed.</source>
        <translation>Σου δίνει N θέσεις &lt;b&gt;προς τα δεξιά&lt;/b&gt; (→, +1 ανά θέση) για να τις μοιράσεις όπως θέλεις στους τέσσερις δείκτες υλικών σου. Ένας δείκτης μπορεί να τις πάρει όλες ή μπορείς να τις μοιράσεις. Ένας δείκτης μπορεί μάλιστα να πάρει περισσότερες θέσεις από όσες χωράνε μέχρι τη δεξιά άκρη: οι επιπλέον θέσεις χάνονται, και αυτό επιτρέπεται.</translation>
    </message>
    <message>
        <source>Moves up to N &lt;b&gt;different&lt;/b&gt; markers one step &lt;b&gt;up-left&lt;/b&gt; each (↖, +2 of that good). Each marker may be chosen only once, so even from sector ×4 no marker gains more than one step. A marker in the left column or the top row may still be chosen; its step is simply lost.</source>
        <translation>Μετακινεί έως N &lt;b&gt;διαφορετικούς&lt;/b&gt; δείκτες κατά μία θέση &lt;b&gt;διαγωνίως προς τα πάνω αριστερά&lt;/b&gt; τον καθένα (↖, +2 από το αντίστοιχο υλικό). Κάθε δείκτης μπορεί να επιλεγεί μόνο μία φορά, οπότε ακόμη και από τον τομέα ×4 κανένας δείκτης δεν προχωρά περισσότερο από μία θέση. Ένας δείκτης στην αριστερή στήλη ή στην πάνω γραμμή μπορεί κι αυτός να επιλεγεί· η θέση του απλώς χάνεται.</translation>
    </message>
    <message>
        <source>Gives you N+1 steps &lt;b&gt;up-left&lt;/b&gt; (↖, +2 per step) to share among your markers as you like: 3 from sector ×2, 4 from ×3 and 5 from ×4 or ×4+. One marker may take several steps, even more than its room before the edge; the extra steps are lost.</source>
        <translation>Σου δίνει N+1 θέσεις &lt;b&gt;διαγωνίως προς τα πάνω αριστερά&lt;/b&gt; (↖, +2 ανά θέση) για να τις μοιράσεις όπως θέλεις στους δείκτες υλικών σου: 3 από τον τομέα ×2, 4 από το ×3 και 5 από το ×4 ή το ×4+. Ένας δείκτης μπορεί να πάρει περισσότερες από μία, ακόμη και περισσότερες από όσες χωράνε μέχρι την άκρη· οι επιπλέον θέσεις χάνονται.</translation>
    </message>
    <message>
        <source>Gives you N+2 steps &lt;b&gt;right&lt;/b&gt; (→, +1 per step) to share among your markers as you like: 4 from sector ×2, 5 from ×3 and 6 from ×4 or ×4+. All of them may go to one marker, even beyond its room before the right edge; the extra steps are lost.</source>
        <translation>Σου δίνει N+2 θέσεις &lt;b&gt;προς τα δεξιά&lt;/b&gt; (→, +1 ανά θέση) για να τις μοιράσεις όπως θέλεις στους δείκτες υλικών σου: 4 από τον τομέα ×2, 5 από το ×3 και 6 από το ×4 ή το ×4+. Μπορούν να πάνε όλες σε έναν δείκτη, ακόμη και περισσότερες από όσες χωράνε μέχρι τη δεξιά άκρη· οι επιπλέον θέσεις χάνονται.</translation>
    </message>
    <message>
        <source>Moves up to N &lt;b&gt;different&lt;/b&gt; markers one step &lt;b&gt;up-right&lt;/b&gt; each (↗, +4 of that good). Each marker may be chosen only once; a marker in the right column or the top row may still be chosen, and its step is lost. From sector ×4 with all four markers free, that is 4 more of every good.</source>
        <translation>Μετακινεί έως N &lt;b&gt;διαφορετικούς&lt;/b&gt; δείκτες κατά μία θέση &lt;b&gt;διαγωνίως προς τα πάνω δεξιά&lt;/b&gt; τον καθένα (↗, +4 από το αντίστοιχο υλικό). Κάθε δείκτης μπορεί να επιλεγεί μόνο μία φορά· ένας δείκτης στη δεξιά στήλη ή στην πάνω γραμμή μπορεί κι αυτός να επιλεγεί, και η θέση του χάνεται. Από τον τομέα ×4, αν έχουν χώρο και οι τέσσερις δείκτες, κερδίζεις 4 επιπλέον από κάθε υλικό.</translation>
    </message>
    <message>
        <source>A lock building with no function, kept beside your board: it is simply worth &lt;b&gt;{value}&lt;/b&gt; at the end of the game. It is never used and never sold by force, though you may sell it on your turn for half its value.</source>
        <translation>Κτίριο με το σύμβολο της κλειδαριάς, χωρίς λειτουργία, που μένει δίπλα στο ταμπλό σου: απλώς αξίζει &lt;b&gt;{value}&lt;/b&gt; στο τέλος του παιχνιδιού. Δεν χρησιμοποιείται ποτέ και δεν πωλείται ποτέ αναγκαστικά, μπορείς όμως να το πουλήσεις στη σειρά σου στη μισή του αξία.</translation>
    </message>
    <message>
        <source>The great bridge is a lock building with no function, kept beside your board and worth &lt;b&gt;{value}&lt;/b&gt; at the end. It is never used and never sold by force, though you may sell it yourself on your turn for half its value.</source>
        <translation>Η μεγάλη γέφυρα είναι κτίριο με το σύμβολο της κλειδαριάς, χωρίς λειτουργία· μένει δίπλα στο ταμπλό σου και αξίζει &lt;b&gt;{value}&lt;/b&gt; στο τέλος. Δεν χρησιμοποιείται ποτέ και δεν πωλείται ποτέ αναγκαστικά, μπορείς όμως να την πουλήσεις εσύ στη σειρά σου στη μισή της αξία.</translation>
    </message>
    <message>
        <source>Moves your grain marker N steps &lt;b&gt;right&lt;/b&gt; (→, +1 grain per step). In addition, once per use, your wood marker and your clay marker each move one step right.</source>
        <translation>Μετακινεί τον δείκτη σιταριού σου N θέσεις &lt;b&gt;προς τα δεξιά&lt;/b&gt; (→, σιτάρι +1 ανά θέση). Επιπλέον, μία φορά ανά χρήση, ο δείκτης ξύλου και ο δείκτης πηλού σου μετακινούνται κατά μία θέση προς τα δεξιά ο καθένας.</translation>
    </message>
    <message>
        <source>Moves your clay marker &lt;b&gt;up-left&lt;/b&gt; (↖, +2 clay per step) N times: 2, 3 or 4 steps depending on the sector. Steps are lost once the marker reaches the left column or the top row.</source>
        <translation>Μετακινεί τον δείκτη πηλού σου &lt;b&gt;διαγωνίως προς τα πάνω αριστερά&lt;/b&gt; (↖, πηλός +2 ανά θέση) N θέσεις: 2, 3 ή 4 ανάλογα με τον τομέα. Οι θέσεις χάνονται μόλις ο δείκτης φτάσει στην αριστερή στήλη ή στην πάνω γραμμή.</translation>
    </message>
    <message>
        <source>Moves your grain marker &lt;b&gt;up-left&lt;/b&gt; (↖, +2 grain per step) N times: 2, 3 or 4 steps depending on the sector. Steps are lost once the marker reaches the left column or the top row.</source>
        <translation>Μετακινεί τον δείκτη σιταριού σου &lt;b&gt;διαγωνίως προς τα πάνω αριστερά&lt;/b&gt; (↖, σιτάρι +2 ανά θέση) N θέσεις: 2, 3 ή 4 ανάλογα με τον τομέα. Οι θέσεις χάνονται μόλις ο δείκτης φτάσει στην αριστερή στήλη ή στην πάνω γραμμή.</translation>
    </message>
    <message>
        <source>Up to N times, you may pay &lt;b&gt;1 franc&lt;/b&gt; to move your fish marker one step &lt;b&gt;up-right&lt;/b&gt; (↗, +4 fish). From sector ×3 that is at most 3 purchases; at ×4+ the bonus franc can pay for one of them.</source>
        <translation>Έως N φορές, μπορείς να πληρώσεις &lt;b&gt;1 φράγκο&lt;/b&gt; για να μετακινήσεις τον δείκτη ψαριού σου μία θέση &lt;b&gt;διαγωνίως προς τα πάνω δεξιά&lt;/b&gt; (↗, ψάρι +4). Από τον τομέα ×3 αυτό σημαίνει το πολύ 3 αγορές· στο ×4+ μπορείς να πληρώσεις μία από αυτές με το επιπλέον φράγκο.</translation>
    </message>
    <message>
        <source>Moves your wood marker N steps &lt;b&gt;right&lt;/b&gt; and your clay marker N steps right (→, +1 per step). Both goods get the full number: from sector ×3, for example, 3 steps of wood and 3 steps of clay.</source>
        <translation>Μετακινεί τον δείκτη ξύλου σου N θέσεις &lt;b&gt;προς τα δεξιά&lt;/b&gt; και τον δείκτη πηλού σου N θέσεις προς τα δεξιά (→, +1 ανά θέση). Και τα δύο υλικά παίρνουν ολόκληρο τον αριθμό: από τον τομέα ×3, για παράδειγμα, και ο δείκτης ξύλου και ο δείκτης πηλού προχωρούν 3 θέσεις.</translation>
    </message>
    <message>
        <source>Moves your grain marker N steps &lt;b&gt;right&lt;/b&gt; and your fish marker N steps right (→, +1 per step). Both goods get the full number, so from sector ×4 you gain 4 grain and 4 fish if there is room.</source>
        <translation>Μετακινεί τον δείκτη σιταριού σου N θέσεις &lt;b&gt;προς τα δεξιά&lt;/b&gt; και τον δείκτη ψαριού σου N θέσεις προς τα δεξιά (→, +1 ανά θέση). Και τα δύο υλικά παίρνουν ολόκληρο τον αριθμό, οπότε από τον τομέα ×4 κερδίζεις 4 σιτάρια και 4 ψάρια, αν υπάρχει χώρος.</translation>
    </message>
    <message>
        <source>Up to N times, you may move your grain &lt;b&gt;or&lt;/b&gt; your fish marker one step &lt;b&gt;down&lt;/b&gt; (↓, −3 of that good) to receive &lt;b&gt;4 francs&lt;/b&gt;. You pick the good first, and all repetitions of one use take the same good. A marker can go down only as many times as there are rows below it.</source>
        <translation>Έως N φορές, μπορείς να μετακινήσεις τον δείκτη σιταριού &lt;b&gt;ή&lt;/b&gt; τον δείκτη ψαριού σου μία θέση &lt;b&gt;προς τα κάτω&lt;/b&gt; (↓, −3 από αυτό το υλικό) για να πάρεις &lt;b&gt;4 φράγκα&lt;/b&gt;. Διαλέγεις πρώτα το υλικό, και όλες οι επαναλήψεις μιας χρήσης γίνονται με το ίδιο υλικό. Ένας δείκτης μπορεί να κατέβει μόνο τόσες φορές όσες είναι οι γραμμές κάτω από αυτόν.</translation>
    </message>
    <message>
        <source>Moves your wood marker &lt;b&gt;up-left&lt;/b&gt; (↖, +2 wood per step) N times: 2, 3 or 4 steps depending on the sector. Steps are lost once the marker reaches the left column or the top row.</source>
        <translation>Μετακινεί τον δείκτη ξύλου σου &lt;b&gt;διαγωνίως προς τα πάνω αριστερά&lt;/b&gt; (↖, ξύλο +2 ανά θέση) N θέσεις: 2, 3 ή 4 ανάλογα με τον τομέα. Οι θέσεις χάνονται μόλις ο δείκτης φτάσει στην αριστερή στήλη ή στην πάνω γραμμή.</translation>
    </message>
    <message>
        <source>Moves up to N &lt;b&gt;different&lt;/b&gt; markers one step &lt;b&gt;down-left&lt;/b&gt; each (↙, −4 of that good) and pays you &lt;b&gt;5 francs&lt;/b&gt; for each marker moved. Each marker may be chosen once, and only if it can really make the step. Used from sector ×4+ with all four goods, it brings 4 × 5 + 1 = 21 francs.</source>
        <translation>Μετακινεί έως N &lt;b&gt;διαφορετικούς&lt;/b&gt; δείκτες κατά μία θέση &lt;b&gt;διαγωνίως προς τα κάτω αριστερά&lt;/b&gt; τον καθένα (↙, −4 από το αντίστοιχο υλικό) και σου δίνει &lt;b&gt;5 φράγκα&lt;/b&gt; για κάθε δείκτη που μετακινείται. Κάθε δείκτης μπορεί να επιλεγεί μία φορά, και μόνο αν μπορεί πράγματι να μετακινηθεί. Από τον τομέα ×4+ με όλα τα τέσσερα υλικά αποφέρει 4 × 5 + 1 = 21 φράγκα.</translation>
    </message>
    <message>
        <source>Gives you &lt;b&gt;3 francs for each point of the multiplier&lt;/b&gt;: 6 from sector ×2, 9 from ×3, 12 from ×4 and 13 from ×4+ with the bonus franc. It moves no markers, so it never wastes steps at an edge.</source>
        <translation>Σου δίνει &lt;b&gt;3 φράγκα για κάθε μονάδα του πολλαπλασιαστή&lt;/b&gt;: 6 από τον τομέα ×2, 9 από το ×3, 12 από το ×4 και 13 από το ×4+ με το επιπλέον φράγκο. Δεν μετακινεί δείκτες υλικών, οπότε δεν χάνει ποτέ θέσεις σε κάποια άκρη.</translation>
    </message>
</context>
<context>
    <name>RuleTitles</name>
    <message>
        <source>Starting supplies</source>
        <translation>Αρχικά υλικά και φράγκα</translation>
    </message>
    <message>
        <source>New buildings each round</source>
        <translation>Νέα κτίρια σε κάθε γύρο</translation>
    </message>
    <message>
        <source>Actions per round</source>
        <translation>Ενέργειες ανά γύρο</translation>
    </message>
    <message>
        <source>Whose turn it is</source>
        <translation>Ποιος παίζει</translation>
    </message>
    <message>
        <source>One action per turn</source>
        <translation>Μία ενέργεια σε κάθε σειρά</translation>
    </message>
    <message>
        <source>Passing only when stuck</source>
        <translation>Πάσο μόνο όταν δεν υπάρχει άλλη επιλογή</translation>
    </message>
    <message>
        <source>Ending your turn</source>
        <translation>Τέλος της σειράς σου</translation>
    </message>
    <message>
        <source>Unknown building</source>
        <translation>Άγνωστο κτίριο</translation>
    </message>
    <message>
        <source>Reading the warehouse</source>
        <translation>Πώς διαβάζεται η αποθήκη</translation>
    </message>
    <message>
        <source>Moving markers</source>
        <translation>Μετακίνηση δεικτών υλικών</translation>
    </message>
    <message>
        <source>The edge of the warehouse</source>
        <translation>Η άκρη της αποθήκης</translation>
    </message>
    <message>
        <source>What counts as food</source>
        <translation>Τι μετράει ως φαγητό</translation>
    </message>
    <message>
        <source>Paying with markers</source>
        <translation>Πληρωμή με τους δείκτες υλικών</translation>
    </message>
    <message>
        <source>No change</source>
        <translation>Δεν υπάρχουν ρέστα</translation>
    </message>
    <message>
        <source>The right goods</source>
        <translation>Τα σωστά υλικά</translation>
    </message>
    <message>
        <source>Paying francs</source>
        <translation>Πληρωμή σε φράγκα</translation>
    </message>
    <message>
        <source>Paying each repetition</source>
        <translation>Πληρωμή κάθε επανάληψης</translation>
    </message>
    <message>
        <source>What you can build</source>
        <translation>Τι μπορείς να κατασκευάσεις</translation>
    </message>
    <message>
        <source>Paying the build cost</source>
        <translation>Πληρωμή του κόστους κατασκευής</translation>
    </message>
    <message>
        <source>Where new buildings go</source>
        <translation>Πού μπαίνουν τα νέα κτίρια</translation>
    </message>
    <message>
        <source>Lock buildings</source>
        <translation>Κτίρια με το σύμβολο της κλειδαριάς</translation>
    </message>
    <message>
        <source>Only built buildings</source>
        <translation>Μόνο κατασκευασμένα κτίρια</translation>
    </message>
    <message>
        <source>No use from sector 0</source>
        <translation>Καμία χρήση από τον τομέα 0</translation>
    </message>
    <message>
        <source>Using your opponent&apos;s building</source>
        <translation>Χρήση κτιρίου του αντιπάλου</translation>
    </message>
    <message>
        <source>The sector multiplier</source>
        <translation>Ο πολλαπλασιαστής του τομέα</translation>
    </message>
    <message>
        <source>Bonus franc at ×4+</source>
        <translation>Επιπλέον φράγκο στον τομέα ×4+</translation>
    </message>
    <message>
        <source>Back to sector 0</source>
        <translation>Επιστροφή στον τομέα 0</translation>
    </message>
    <message>
        <source>How many repetitions</source>
        <translation>Πόσες επαναλήψεις</translation>
    </message>
    <message>
        <source>Choices when using</source>
        <translation>Επιλογές κατά τη χρήση</translation>
    </message>
    <message>
        <source>One good for all</source>
        <translation>Ένα υλικό για όλες τις θέσεις</translation>
    </message>
    <message>
        <source>Steps shared freely</source>
        <translation>Ελεύθερη κατανομή θέσεων</translation>
    </message>
    <message>
        <source>Different markers each</source>
        <translation>Κάθε δείκτης υλικού μία φορά</translation>
    </message>
    <message>
        <source>Selling your buildings</source>
        <translation>Πώληση των κτιρίων σου</translation>
    </message>
    <message>
        <source>Half the value</source>
        <translation>Η μισή αξία</translation>
    </message>
    <message>
        <source>Selling after your action</source>
        <translation>Πώληση μετά την ενέργειά σου</translation>
    </message>
    <message>
        <source>The wheels turn</source>
        <translation>Οι δείκτες των ταμπλό γυρίζουν</translation>
    </message>
    <message>
        <source>Forced sale</source>
        <translation>Αναγκαστική πώληση</translation>
    </message>
    <message>
        <source>Final scoring</source>
        <translation>Τελική βαθμολογία</translation>
    </message>
    <message>
        <source>Factory values</source>
        <translation>Αξία των εργοστασίων</translation>
    </message>
    <message>
        <source>Dock value</source>
        <translation>Αξία του Λιμανιού</translation>
    </message>
    <message>
        <source>Equal scores</source>
        <translation>Ισοπαλία</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Το παιχνίδι τελείωσε</translation>
    </message>
    <message>
        <source>Clay Mound: clay right</source>
        <translation>Σωρός Πηλού: πηλός δεξιά</translation>
    </message>
    <message>
        <source>Smokehouse: fish up-left</source>
        <translation>Πάστωμα Ψαριών: ψάρι διαγωνίως πάνω αριστερά</translation>
    </message>
    <message>
        <source>Grocery Store: francs and food</source>
        <translation>Μανάβικο: φράγκα και φαγητό</translation>
    </message>
    <message>
        <source>Hardware Store: wood or clay</source>
        <translation>Κατάστημα Εργαλείων: ξύλο ή πηλός</translation>
    </message>
    <message>
        <source>Wood Company: wood right</source>
        <translation>Εταιρεία Ξυλείας: ξύλο δεξιά</translation>
    </message>
    <message>
        <source>Farm: grain up-right</source>
        <translation>Φάρμα: σιτάρι διαγωνίως πάνω δεξιά</translation>
    </message>
    <message>
        <source>Farmland: grain, wood, clay</source>
        <translation>Αγρόκτημα: σιτάρι, ξύλο, πηλός</translation>
    </message>
    <message>
        <source>Kiln: clay up-left</source>
        <translation>Καμίνι: πηλός διαγωνίως πάνω αριστερά</translation>
    </message>
    <message>
        <source>Bakehouse: grain up-left</source>
        <translation>Φούρνος: σιτάρι διαγωνίως πάνω αριστερά</translation>
    </message>
    <message>
        <source>Wood Trader: buy wood</source>
        <translation>Ξυλέμπορος: αγορά ξύλου</translation>
    </message>
    <message>
        <source>Restaurant: food for francs</source>
        <translation>Εστιατόριο: φαγητό για φράγκα</translation>
    </message>
    <message>
        <source>Fish Market: buy fish</source>
        <translation>Ψαραγορά: αγορά ψαριών</translation>
    </message>
    <message>
        <source>Building Firm: wood and clay</source>
        <translation>Κατασκευαστική: ξύλο και πηλός</translation>
    </message>
    <message>
        <source>Marketplace: free right steps</source>
        <translation>Αγορά: ελεύθερες θέσεις προς τα δεξιά</translation>
    </message>
    <message>
        <source>Church Square: grain and fish</source>
        <translation>Εκκλησία: σιτάρι και ψάρι</translation>
    </message>
    <message>
        <source>Weekly Market: sell food</source>
        <translation>Λαϊκή Αγορά: πώληση φαγητού</translation>
    </message>
    <message>
        <source>Sawmill: wood up-left</source>
        <translation>Πριονιστήριο: ξύλο διαγωνίως πάνω αριστερά</translation>
    </message>
    <message>
        <source>Masons Guild: several goods</source>
        <translation>Συντεχνία των Κτιστών: πολλά υλικά</translation>
    </message>
    <message>
        <source>Business Office: goods for francs</source>
        <translation>Εταιρικά Γραφεία: υλικά για φράγκα</translation>
    </message>
    <message>
        <source>Craftsmen&apos;s Yard: free up-left</source>
        <translation>Πλατεία των Τεχνιτών: ελεύθερες θέσεις διαγωνίως πάνω αριστερά</translation>
    </message>
    <message>
        <source>Shipping Line: francs</source>
        <translation>Ναυτιλιακή Εταιρεία: φράγκα</translation>
    </message>
    <message>
        <source>Pier: many right steps</source>
        <translation>Προβλήτα: πολλές θέσεις προς τα δεξιά</translation>
    </message>
    <message>
        <source>Fish Factory: fish value</source>
        <translation>Εργοστάσιο Ψαριών: αξία από τα ψάρια</translation>
    </message>
    <message>
        <source>Guild Hall: several goods up-right</source>
        <translation>Συντεχνία: πολλά υλικά διαγωνίως πάνω δεξιά</translation>
    </message>
    <message>
        <source>Town Hall: a fixed value</source>
        <translation>Δημαρχείο: σταθερή αξία</translation>
    </message>
    <message>
        <source>Zoo: a fixed value</source>
        <translation>Ζωολογικός Κήπος: σταθερή αξία</translation>
    </message>
    <message>
        <source>Pont de Normandie: the great bridge</source>
        <translation>Γέφυρα της Νορμανδίας: η μεγάλη γέφυρα</translation>
    </message>
    <message>
        <source>Wood Factory: wood value</source>
        <translation>Εργοστάσιο Ξυλείας: αξία από το ξύλο</translation>
    </message>
    <message>
        <source>Dock: bonus for factories</source>
        <translation>Λιμάνι: μπόνους για τα εργοστάσια</translation>
    </message>
    <message>
        <source>Grain Silo: grain value</source>
        <translation>Αποθήκη Σιτηρών: αξία από το σιτάρι</translation>
    </message>
    <message>
        <source>Brick Factory: clay value</source>
        <translation>Εργοστάσιο Τούβλου: αξία από τον πηλό</translation>
    </message>
</context>
<context>
    <name>RuleTopics</name>
    <message>
        <source>Setting up</source>
        <translation>Προετοιμασία</translation>
    </message>
    <message>
        <source>Rounds and turns</source>
        <translation>Γύροι και σειρά των παικτών</translation>
    </message>
    <message>
        <source>The warehouse</source>
        <translation>Η αποθήκη</translation>
    </message>
    <message>
        <source>Paying</source>
        <translation>Πληρωμή</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>Κατασκευή</translation>
    </message>
    <message>
        <source>Using buildings</source>
        <translation>Χρήση κτιρίων</translation>
    </message>
    <message>
        <source>Selling</source>
        <translation>Πώληση</translation>
    </message>
    <message>
        <source>End of a round</source>
        <translation>Τέλος του γύρου</translation>
    </message>
    <message>
        <source>End of the game and scoring</source>
        <translation>Τέλος του παιχνιδιού και βαθμολογία</translation>
    </message>
    <message>
        <source>Buildings A–C</source>
        <translation>Κτίρια A–C</translation>
    </message>
    <message>
        <source>Buildings D–G</source>
        <translation>Κτίρια D–G</translation>
    </message>
    <message>
        <source>Buildings H–L</source>
        <translation>Κτίρια H–L</translation>
    </message>
</context>
<context>
    <name>RulesReference</name>
    <message>
        <source>Rules reference</source>
        <translation>Οδηγός κανόνων</translation>
    </message>
    <message>
        <source>Search the rules…</source>
        <translation>Αναζήτηση στους κανόνες…</translation>
    </message>
    <message>
        <source>The game in brief</source>
        <translation>Το παιχνίδι με λίγα λόγια</translation>
    </message>
    <message>
        <source>Component data: printed and reconstructed</source>
        <translation>Δεδομένα εξαρτημάτων: τυπωμένα και ανακατασκευασμένα</translation>
    </message>
    <message>
        <source>How this edition reads the rules</source>
        <translation>Πώς διαβάζει τους κανόνες αυτή η έκδοση</translation>
    </message>
    <message>
        <source>This game was started under an earlier version of the rules (revision 1) and keeps its way of paying repeated food costs: the food for all repetitions of the Restaurant or the Wood Trader is paid together, as one sum with no change, not repetition by repetition. New games pay each repetition on its own.</source>
        <translation>Αυτό το παιχνίδι ξεκίνησε με μια παλαιότερη έκδοση των κανόνων (αναθεώρηση 1) και διατηρεί τον τρόπο πληρωμής που ίσχυε τότε για τα επαναλαμβανόμενα κόστη σε φαγητό: το φαγητό για όλες τις επαναλήψεις του Εστιατορίου ή του Ξυλέμπορου πληρώνεται μαζί, ως ένα ενιαίο ποσό χωρίς ρέστα, και όχι χωριστά για κάθε επανάληψη. Στα νέα παιχνίδια κάθε επανάληψη πληρώνεται ξεχωριστά.</translation>
    </message>
    <message>
        <source>Enters in round</source>
        <translation>Μπαίνει στον γύρο</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Κόστος</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Αξία</translation>
    </message>
    <message>
        <source>On the tile</source>
        <translation>Στο πλακίδιο</translation>
    </message>
    <message>
        <source>printed</source>
        <translation>τυπωμένο</translation>
    </message>
    <message>
        <source>reconstructed</source>
        <translation>ανακατασκευασμένο</translation>
    </message>
    <message>
        <source>The rulebooks give every rule and what every building does, but not most of the costs and values printed on the tiles, nor the size of the warehouse. For those numbers this edition uses a documented reconstruction, and each number below is marked &lt;i&gt;printed&lt;/i&gt; or &lt;i&gt;reconstructed&lt;/i&gt;.</source>
        <translation>Το εγχειρίδιο κανόνων δίνει κάθε κανόνα και το τι κάνει κάθε κτίριο, όχι όμως τα περισσότερα κόστη και τις αξίες που είναι τυπωμένα στα πλακίδια ούτε το μέγεθος της αποθήκης. Για αυτά τα νούμερα αυτή η έκδοση χρησιμοποιεί μια τεκμηριωμένη ανακατασκευή, και κάθε νούμερο παρακάτω σημειώνεται ως &lt;i&gt;τυπωμένο&lt;/i&gt; ή &lt;i&gt;ανακατασκευασμένο&lt;/i&gt;.</translation>
    </message>
    <message>
        <source>The goal</source>
        <translation>Ο στόχος</translation>
    </message>
    <message>
        <source>Over twelve rounds, A to L, you and your opponent build up an inland port. You build buildings and use them to gain goods (fish, clay, wood and grain) and francs. At the end each player adds their francs to the value of the buildings they own, and the higher total wins.</source>
        <translation>Σε δώδεκα γύρους, από τον A ως τον L, εσύ και ο αντίπαλός σου χτίζετε ένα εσωτερικό λιμάνι. Κατασκευάζεις κτίρια και τα χρησιμοποιείς για να κερδίσεις υλικά (ψάρια, πηλό, ξύλο και σιτάρι) και φράγκα. Στο τέλος κάθε παίκτης προσθέτει στα φράγκα του την αξία των κτιρίων που του ανήκουν, και κερδίζει όποιος έχει το μεγαλύτερο σύνολο.</translation>
    </message>
    <message>
        <source>A round</source>
        <translation>Ένας γύρος</translation>
    </message>
    <message>
        <source>Each round begins with its new buildings joining the supply. Then the players take turns, one action each, until the round&apos;s actions are used up: only a few in the first rounds, more later. When the last turn of the round ends, both wheels turn, and every building on them moves one sector on.</source>
        <translation>Κάθε γύρος αρχίζει με τα νέα του κτίρια να μπαίνουν στο απόθεμα. Έπειτα οι παίκτες παίζουν εναλλάξ, μία ενέργεια ο καθένας στη σειρά του, ώσπου να εξαντληθούν οι ενέργειες του γύρου: λίγες μόνο στους πρώτους γύρους, περισσότερες αργότερα. Όταν τελειώσει η τελευταία σειρά του γύρου, γυρίζουν οι δείκτες και των δύο ταμπλό, και κάθε κτίριο στα ταμπλό προχωρά κατά έναν τομέα.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Η σειρά σου</translation>
    </message>
    <message>
        <source>On your turn you take one action: you build a building from the supply and pay its cost, or you use a building on a wheel, one of yours for free or one of your opponent&apos;s for a fee. Before or after the action you may sell your own buildings for half their value. Then you end your turn.</source>
        <translation>Στη σειρά σου εκτελείς μία ενέργεια: κατασκευάζεις ένα κτίριο του αποθέματος και πληρώνεις το κόστος του, ή χρησιμοποιείς ένα κτίριο σε ένα από τα ταμπλό, ένα δικό σου δωρεάν ή ένα του αντιπάλου σου με αμοιβή. Πριν ή μετά την ενέργεια μπορείς να πουλήσεις δικά σου κτίρια στη μισή τους αξία. Έπειτα τελειώνεις τη σειρά σου.</translation>
    </message>
    <message>
        <source>Goods and buildings</source>
        <translation>Υλικά και κτίρια</translation>
    </message>
    <message>
        <source>Your goods are markers on the grid of your warehouse: buildings move them to give you goods, and you pay by moving them back. A building on a wheel grows stronger the longer it waits there, but one that waits too long reaches the sale sector and is sold.</source>
        <translation>Τα υλικά σου είναι δείκτες υλικών στο πλέγμα της αποθήκης σου: τα κτίρια τους μετακινούν για να σου δώσουν υλικά, και πληρώνεις μετακινώντας τους πίσω. Ένα κτίριο στο ταμπλό γίνεται πιο δυνατό όσο περισσότερο περιμένει εκεί, αλλά αν περιμένει πολύ φτάνει στον τομέα πώλησης και πωλείται.</translation>
    </message>
    <message>
        <source>Read more:</source>
        <translation>Διάβασε περισσότερα:</translation>
    </message>
    <message>
        <source>All topics</source>
        <translation>Όλα τα θέματα</translation>
    </message>
    <message>
        <source>No page of the rules mentions «{words}».</source>
        <translation>Καμία σελίδα των κανόνων δεν αναφέρει «{words}».</translation>
    </message>
    <message>
        <source>If you own the printed game, enter its numbers in {editor}: each number you enter counts as printed. They are kept in the file {path}, which can also be written by hand, for example {example}; an entry the program cannot read is reported when the game starts and the built-in value is used instead.</source>
        <translation>Αν έχεις το επιτραπέζιο παιχνίδι, καταχώρισε τους αριθμούς του στο {editor}: κάθε αριθμός που καταχωρίζεις λογίζεται ως τυπωμένος. Φυλάγονται στο αρχείο {path}, που μπορεί να γραφτεί και με το χέρι, για παράδειγμα {example}· αν κάποια καταχώριση δεν μπορεί να διαβαστεί από το πρόγραμμα, αυτό αναφέρεται όταν ξεκινά το παιχνίδι και χρησιμοποιείται στη θέση της η ενσωματωμένη τιμή.</translation>
    </message>
    <message>
        <source>Game ▸ Component data…</source>
        <translation>Παιχνίδι ▸ Δεδομένα εξαρτημάτων…</translation>
    </message>
    <message>
        <source>Warehouse: {rows} rows × {cols} columns, 0 to {top} of each good.</source>
        <translation>Αποθήκη: {rows} γραμμές × {cols} στήλες, 0 έως {top} από κάθε υλικό.</translation>
    </message>
    <message>
        <source>{reconstructed} of {total} have reconstructed numbers.</source>
        <extracomment>{reconstructed}: an amount of buildings (&quot;28 buildings&quot;), {total}: a bare number (31).</extracomment>
        <translation>Ανακατασκευασμένα νούμερα έχουν {reconstructed} από τα {total}.</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Γύρος</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>Κτίριο</translation>
    </message>
</context>
<context>
    <name>SeatWords</name>
    <message>
        <source>{player} is thinking…</source>
        <translation>{player:The} σκέφτεται…</translation>
    </message>
    <message>
        <source>{player} ({level}) is thinking…</source>
        <translation>{player:The} ({level}) σκέφτεται…</translation>
    </message>
    <message>
        <source>The computer is playing: wait for its move, or undo to go back.</source>
        <translation>Παίζει ο υπολογιστής: περίμενε την κίνησή του ή κάνε αναίρεση για να γυρίσεις πίσω.</translation>
    </message>
    <message>
        <source>The computer plays for {player}: wait for its move, or undo to go back.</source>
        <translation>Ο υπολογιστής παίζει {player:for}: περίμενε την κίνησή του ή κάνε αναίρεση για να γυρίσεις πίσω.</translation>
    </message>
    <message>
        <source>{player} plays on another computer: wait for their move.</source>
        <translation>{player:The} παίζει σε άλλον υπολογιστή: περίμενε να παίξει.</translation>
    </message>
    <message>
        <source>{player} builds {building}</source>
        <translation>{player:The} κατασκευάζει {building:acc}</translation>
    </message>
    <message>
        <source>{player} uses {building}</source>
        <translation>{player:The} χρησιμοποιεί {building:acc}</translation>
    </message>
    <message>
        <source>This game names a computer level this program does not know ({level}), so {players} is played by a person.</source>
        <translation>Αυτό το παιχνίδι ορίζει ένα επίπεδο υπολογιστή που δεν γνωρίζει αυτό το πρόγραμμα ({level}), οπότε στη θέση {players:gen} θα παίζει άνθρωπος.</translation>
    </message>
    <message>
        <source>The computer could not choose a move. Let it try again?

No: a person plays this seat from now on; Game ▸ Players gives it back to the computer at any time.</source>
        <translation>Ο υπολογιστής δεν μπόρεσε να επιλέξει κίνηση. Να δοκιμάσει ξανά;

Όχι: από εδώ και πέρα αυτή τη θέση θα την παίζει άνθρωπος· από το Παιχνίδι ▸ Παίκτες μπορείς να τη δώσεις ξανά στον υπολογιστή οποιαδήποτε στιγμή.</translation>
    </message>
    <message>
        <source>The computer could not choose a move for {player}. Let it try again?

No: a person plays for {player} from now on; Game ▸ Players gives the seat back to the computer at any time.</source>
        <translation>Ο υπολογιστής δεν μπόρεσε να επιλέξει κίνηση {player:for}. Να δοκιμάσει ξανά;

Όχι: από εδώ και πέρα στη θέση {player:gen} θα παίζει άνθρωπος· από το Παιχνίδι ▸ Παίκτες μπορείς να δώσεις ξανά τη θέση στον υπολογιστή οποιαδήποτε στιγμή.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>The setting “{key}” in {file} cannot be “{value}”, so its default is used.</source>
        <translation>Η ρύθμιση «{key}» στο {file} δεν μπορεί να έχει την τιμή «{value}», οπότε ισχύει η προεπιλεγμένη τιμή της.</translation>
    </message>
    <message>
        <source>{file} is not a regular file, so your settings are neither read from it nor saved to it: the defaults are used.</source>
        <translation>Το {file} δεν είναι κανονικό αρχείο, οπότε οι ρυθμίσεις σου ούτε διαβάζονται από αυτό ούτε αποθηκεύονται σε αυτό· ισχύουν οι προεπιλογές.</translation>
    </message>
    <message>
        <source>{file} is too large to be a settings file, so it was not read and will not be replaced: the defaults are used.</source>
        <translation>Το {file} είναι πολύ μεγάλο για αρχείο ρυθμίσεων, οπότε δεν διαβάστηκε και δεν θα αντικατασταθεί· ισχύουν οι προεπιλογές.</translation>
    </message>
    <message>
        <source>Your settings could not be read from {file} ({reason}): the defaults are used.</source>
        <translation>Δεν ήταν δυνατό να διαβαστούν οι ρυθμίσεις σου από το {file} ({reason})· ισχύουν οι προεπιλογές.</translation>
    </message>
    <message>
        <source>Your settings could not be saved to {file} ({reason}).</source>
        <translation>Δεν ήταν δυνατό να αποθηκευτούν οι ρυθμίσεις σου στο {file} ({reason}).</translation>
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
        <source>Settings</source>
        <translation>Ρυθμίσεις</translation>
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
        <source>{a} and {b} have an unfinished game (round {letter}, {turns} played). Continue it? If not, it is kept in Game ▸ Kept games.</source>
        <translation>{a:The} και {b:the} έχουν ένα μη ολοκληρωμένο παιχνίδι (γύρος {letter}, μετά από {turns:acc}). Θέλεις να το συνεχίσεις; Αν όχι, θα μπει σε αναμονή στο Παιχνίδι ▸ Παιχνίδια σε αναμονή.</translation>
    </message>
    <message>
        <source>The unfinished game could not be kept for later ({reason}); its automatic save was kept as {file}.</source>
        <translation>Το μη ολοκληρωμένο παιχνίδι δεν μπόρεσε να μπει σε αναμονή ({reason})· η αυτόματη αποθήκευσή του φυλάχτηκε ως {file}.</translation>
    </message>
    <message>
        <source>The unfinished game of {a} and {b} is kept: Game ▸ Kept games continues it.</source>
        <translation>Το μη ολοκληρωμένο παιχνίδι {a:gen} {b:ins} μπήκε σε αναμονή: μπορείς να το συνεχίσεις από το Παιχνίδι ▸ Παιχνίδια σε αναμονή.</translation>
    </message>
    <message>
        <source>The game of {a} and {b} (round {letter}, {turns} played) was kept for later. Continue it?</source>
        <translation>Το παιχνίδι {a:gen} {b:ins} (γύρος {letter}, μετά από {turns:acc}) είναι σε αναμονή. Θέλεις να το συνεχίσεις;</translation>
    </message>
    <message>
        <source>cannot open {file}: {problem}</source>
        <translation>δεν είναι δυνατό το άνοιγμα του {file}: {problem}</translation>
    </message>
    <message>
        <source>cannot use the position {file}: {problem}</source>
        <translation>δεν είναι δυνατή η χρήση της κατάστασης παιχνιδιού {file}: {problem}</translation>
    </message>
    <message>
        <source>Kept game</source>
        <translation>Παιχνίδι σε αναμονή</translation>
    </message>
</context>
<context>
    <name>Symbols</name>
    <message>
        <source>Right</source>
        <translation>Δεξιά</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Πάνω</translation>
    </message>
    <message>
        <source>Up and right</source>
        <translation>Πάνω δεξιά</translation>
    </message>
    <message>
        <source>Up and left</source>
        <translation>Πάνω αριστερά</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Αριστερά</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Κάτω</translation>
    </message>
    <message>
        <source>Down and left</source>
        <translation>Κάτω αριστερά</translation>
    </message>
    <message>
        <source>Down and right</source>
        <translation>Κάτω δεξιά</translation>
    </message>
    <message>
        <source>Goods</source>
        <translation>Υλικά</translation>
    </message>
    <message>
        <source>Food</source>
        <translation>Φαγητό</translation>
    </message>
    <message>
        <source>Francs</source>
        <translation>Φράγκα</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Αξία</translation>
    </message>
    <message>
        <source>N, the sector&apos;s multiplier</source>
        <translation>N, ο πολλαπλασιαστής του τομέα</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Θέσεις</translation>
    </message>
    <message>
        <source>N+1 steps</source>
        <translation>N+1 θέσεις</translation>
    </message>
    <message>
        <source>One step more than the multiplier (N−1: one step fewer).</source>
        <translation>Μία θέση περισσότερη από τον πολλαπλασιαστή (N−1: μία λιγότερη).</translation>
    </message>
    <message>
        <source>Up to N times</source>
        <translation>Έως N φορές</translation>
    </message>
    <message>
        <source>Pay, then get</source>
        <translation>Πλήρωσε και πάρε</translation>
    </message>
    <message>
        <source>Or</source>
        <translation>Ή</translation>
    </message>
    <message>
        <source>One of the two, as you choose.</source>
        <translation>Ένα από τα δύο, όποιο διαλέξεις.</translation>
    </message>
    <message>
        <source>And</source>
        <translation>Και</translation>
    </message>
    <message>
        <source>Both together.</source>
        <translation>Και τα δύο μαζί.</translation>
    </message>
    <message>
        <source>Any goods</source>
        <translation>Οποιαδήποτε υλικά</translation>
    </message>
    <message>
        <source>Different markers</source>
        <translation>Διαφορετικοί δείκτες υλικών</translation>
    </message>
    <message>
        <source>Up to N markers, each of a different good, move one step each.</source>
        <translation>Έως N δείκτες υλικών, ο καθένας διαφορετικού υλικού, μετακινούνται κατά μία θέση ο καθένας.</translation>
    </message>
    <message>
        <source>Warehouse edge</source>
        <translation>Άκρη της αποθήκης</translation>
    </message>
    <message>
        <source>Lock symbol</source>
        <translation>Σύμβολο της κλειδαριάς</translation>
    </message>
    <message>
        <source>No function</source>
        <translation>Χωρίς λειτουργία</translation>
    </message>
    <message>
        <source>Dock symbol</source>
        <translation>Σύμβολο του Λιμανιού</translation>
    </message>
    <message>
        <source>Value per good</source>
        <translation>Αξία ανά υλικό</translation>
    </message>
    <message>
        <source>Value per Dock symbol</source>
        <translation>Αξία ανά σύμβολο του Λιμανιού</translation>
    </message>
    <message>
        <source>Fish, clay, wood, grain. In a function, that good&apos;s marker moves; in a cost, you pay that good.</source>
        <translation>Ψάρι, πηλός, ξύλο, σιτάρι. Σε μια λειτουργία κινείται ο δείκτης του υλικού· σε ένα κόστος, πληρώνεις το υλικό.</translation>
    </message>
    <message>
        <source>Half fish, half grain: each food is paid with a fish or a grain.</source>
        <translation>Μισό ψάρι, μισό σιτάρι: κάθε φαγητό το πληρώνεις με ένα ψάρι ή ένα σιτάρι.</translation>
    </message>
    <message>
        <source>The number beside the coin: the francs you get or pay.</source>
        <translation>Ο αριθμός δίπλα στο φράγκο: τα φράγκα που παίρνεις ή πληρώνεις.</translation>
    </message>
    <message>
        <source>In francs: it counts in your wealth at the end; selling the building brings half.</source>
        <translation>Σε φράγκα: στο τέλος μετράει στον πλούτο σου· αν πουλήσεις το κτίριο, παίρνεις τη μισή.</translation>
    </message>
    <message>
        <source>2, 3 or 4, from the building&apos;s sector on its owner&apos;s wheel; from ×4+ it is 4 and the user also gets 1 franc.</source>
        <translation>2, 3 ή 4, από τον τομέα του κτιρίου στο ταμπλό του ιδιοκτήτη του· από το ×4+ είναι 4, και όποιος το χρησιμοποιεί παίρνει και 1 φράγκο.</translation>
    </message>
    <message>
        <source>The number after an arrow: how many steps. 3 steps right are 3 more of that good.</source>
        <translation>Ο αριθμός μετά το βέλος: πόσες θέσεις. 3 θέσεις δεξιά δίνουν 3 ακόμη από αυτό το υλικό.</translation>
    </message>
    <message>
        <source>As often as you choose, up to N times: each time, pay what stands before the thick arrow, get what follows.</source>
        <translation>Όσες φορές θέλεις, έως N: κάθε φορά πληρώνεις ό,τι είναι πριν από το χοντρό βέλος και παίρνεις ό,τι ακολουθεί.</translation>
    </message>
    <message>
        <source>Pay (or do) what stands before the thick arrow to get what follows it.</source>
        <translation>Πλήρωσε (ή κάνε) ό,τι βρίσκεται πριν από το χοντρό βέλος για να πάρεις ό,τι ακολουθεί.</translation>
    </message>
    <message>
        <source>Steps to share out among your markers as you like.</source>
        <translation>Θέσεις που τις μοιράζεις στους δείκτες υλικών σου όπως θέλεις.</translation>
    </message>
    <message>
        <source>A step past the warehouse&apos;s last row or column is lost.</source>
        <translation>Μια θέση πέρα από την τελευταία γραμμή ή στήλη της αποθήκης χάνεται.</translation>
    </message>
    <message>
        <source>Beside your board: never used, never sold by force; its value counts at the end.</source>
        <translation>Δίπλα στο ταμπλό σου: δεν χρησιμοποιείται ποτέ και δεν πουλιέται ποτέ αναγκαστικά· η αξία του μετράει στο τέλος.</translation>
    </message>
    <message>
        <source>Nothing to do with it: only its value counts.</source>
        <translation>Δεν κάνεις τίποτα με αυτό: μετράει μόνο η αξία του.</translation>
    </message>
    <message>
        <source>Each one you own raises your Dock&apos;s value.</source>
        <translation>Κάθε τέτοιο κτίριο που έχεις αυξάνει την αξία του Λιμανιού σου.</translation>
    </message>
    <message>
        <source>At the end: this many francs for each of that good in your warehouse.</source>
        <translation>Στο τέλος: τόσα φράγκα για κάθε μονάδα αυτού του υλικού στην αποθήκη σου.</translation>
    </message>
    <message>
        <source>At the end: this many francs for each building with the Dock symbol you own.</source>
        <translation>Στο τέλος: τόσα φράγκα για κάθε κτίριο με το σύμβολο του Λιμανιού που έχεις.</translation>
    </message>
    <message>
        <source>Goods and money</source>
        <translation>Υλικά και φράγκα</translation>
    </message>
    <message>
        <source>Counts that grow with the sector</source>
        <translation>Αριθμοί που μεγαλώνουν με τον τομέα</translation>
    </message>
    <message>
        <source>Markers on your warehouse</source>
        <translation>Οι δείκτες υλικών στην αποθήκη σου</translation>
    </message>
    <message>
        <source>Paying and choosing</source>
        <translation>Πληρωμή και επιλογή</translation>
    </message>
    <message>
        <source>Buildings kept for their value</source>
        <translation>Κτίρια που κρατάς για την αξία τους</translation>
    </message>
    <message>
        <source>Round track</source>
        <translation>Μετρητής γύρων</translation>
    </message>
    <message>
        <source>Under each round&apos;s letter: its number of actions, and a dot in the colour of the player who starts it.</source>
        <translation>Κάτω από το γράμμα κάθε γύρου: πόσες ενέργειες έχει, και μια κουκκίδα στο χρώμα του παίκτη που τον ξεκινά.</translation>
    </message>
    <message>
        <source>Beside a tile&apos;s value: the published tables lack this cost or value, so it is reconstructed. Click the mark to correct it.</source>
        <translation>Δίπλα στην αξία ενός πλακιδίου: οι δημοσιευμένοι πίνακες δεν δίνουν αυτόν τον αριθμό, γι&apos; αυτό είναι ανακατασκευασμένος. Κάνε κλικ στο σημάδι για να τον διορθώσεις.</translation>
    </message>
    <message>
        <source>Places to choose</source>
        <translation>Επιλέξιμες θέσεις</translation>
    </message>
    <message>
        <source>Green cells: where the marker may go in this choice. The hollow shape is the place proposed; drag it, or click a green cell.</source>
        <translation>Πράσινες θέσεις: εκεί μπορεί να πάει ο δείκτης υλικού σε αυτή την επιλογή. Το άδειο σχήμα είναι η προτεινόμενη θέση· σύρε το ή κάνε κλικ σε μια πράσινη θέση.</translation>
    </message>
    <message>
        <source>Reconstructed numbers</source>
        <translation>Ανακατασκευασμένοι αριθμοί</translation>
    </message>
    <message>
        <source>Each step: {change} of that good.</source>
        <translation>Κάθε μετακίνηση: {change} από αυτό το υλικό.</translation>
    </message>
    <message>
        <source>Played by the computer</source>
        <translation>Παίζει ο υπολογιστής</translation>
    </message>
    <message>
        <source>After a player&apos;s name: the computer plays for that player.</source>
        <translation>Μετά το όνομα ενός παίκτη: για αυτόν τον παίκτη παίζει ο υπολογιστής.</translation>
    </message>
    <message>
        <source>On the table</source>
        <translation>Στο τραπέζι</translation>
    </message>
    <message>
        <source>{title} (continued)</source>
        <translation>{title} (συνέχεια)</translation>
    </message>
    <message>
        <source>Symbols</source>
        <translation>Σύμβολα</translation>
    </message>
    <message>
        <source>Every tile says in pictures what its building does. Learn them here in a minute; on the table, point at a tile to read its whole sentence.</source>
        <translation>Κάθε πλακίδιο λέει με εικόνες τι κάνει το κτίριό του. Μάθε τις εδώ σε ένα λεπτό· στο τραπέζι, πέρνα το ποντίκι πάνω από ένα πλακίδιο για να διαβάσεις ολόκληρη την περιγραφή του.</translation>
    </message>
    <message>
        <source>Reading a tile</source>
        <translation>Πώς διαβάζεται ένα πλακίδιο</translation>
    </message>
    <message>
        <source>The symbols of the tiles</source>
        <translation>Τα σύμβολα των πλακιδίων</translation>
    </message>
</context>
<context>
    <name>TableArea</name>
    <message>
        <source>Teaching and game log</source>
        <translation>Εκμάθηση και ημερολόγιο παιχνιδιού</translation>
    </message>
    <message>
        <source>Teaching</source>
        <translation>Εκμάθηση</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Ημερολόγιο παιχνιδιού</translation>
    </message>
    <message>
        <source>Show or hide the side panels (F9)</source>
        <translation>Εμφάνιση ή απόκρυψη των πλευρικών πινάκων (F9)</translation>
    </message>
</context>
<context>
    <name>Teaching</name>
    <message>
        <source>Round {letter} begins. No new buildings enter this round; the unbuilt ones stay available.</source>
        <translation>Αρχίζει ο γύρος {letter}. Σε αυτόν τον γύρο δεν μπαίνουν νέα κτίρια στο παιχνίδι· όσα δεν έχουν κατασκευαστεί παραμένουν διαθέσιμα.</translation>
    </message>
    <message>
        <source>This round has {actions}: {start} takes {start_actions} and starts, {other} takes {other_actions}. Turns keep alternating across rounds, and every round has an odd number of actions, so the start player changes every round.</source>
        <extracomment>{start}, {other}: the two players (Player terms).</extracomment>
        <translation>Αυτός ο γύρος έχει {actions:acc}: {start:the} κάνει {start_actions:acc} και ξεκινά, ενώ {other:the} κάνει {other_actions:acc}. Οι παίκτες παίζουν εναλλάξ και από τον έναν γύρο στον άλλο, και κάθε γύρος έχει μονό αριθμό ενεργειών, οπότε ο αρχικός παίκτης αλλάζει σε κάθε γύρο.</translation>
    </message>
    <message>
        <source>{player} uses {owner}&apos;s {building}, which lies in sector {sector}: its main function works up to {times}, its extra function once. As it is the opponent&apos;s building, {player} first pays {owner} a fee of {fee}.</source>
        <translation>{player:The} χρησιμοποιεί {building:acc} {owner:gen}, που βρίσκεται στον τομέα {sector}: η βασική λειτουργία του κτιρίου εκτελείται έως {times:acc} και η επιπλέον λειτουργία του μία φορά. Επειδή το κτίριο ανήκει στον αντίπαλο, {player:the} πληρώνει πρώτα {owner:to} αμοιβή {fee:gen}.</translation>
    </message>
    <message>
        <source>{player} uses {owner}&apos;s {building}, which lies in sector {sector}: the grain marker goes {up} up-right and one step back down-left, so it ends {net} up-right. As it is the opponent&apos;s building, {player} first pays {owner} a fee of {fee}.</source>
        <translation>{player:The} χρησιμοποιεί {building:acc} {owner:gen}, που βρίσκεται στον τομέα {sector}: ο δείκτης σιταριού μετακινείται {up:acc} διαγωνίως προς τα πάνω δεξιά και μία θέση πίσω, διαγωνίως προς τα κάτω αριστερά, οπότε τελικά προχωρά {net:acc} διαγωνίως προς τα πάνω δεξιά. Επειδή το κτίριο ανήκει στον αντίπαλο, {player:the} πληρώνει πρώτα {owner:to} αμοιβή {fee:gen}.</translation>
    </message>
    <message>
        <source>{player} uses {owner}&apos;s {building}, which lies in sector {sector}: its function works up to {times}. As it is the opponent&apos;s building, {player} first pays {owner} a fee of {fee}.</source>
        <translation>{player:The} χρησιμοποιεί {building:acc} {owner:gen}, που βρίσκεται στον τομέα {sector}: η λειτουργία του κτιρίου εκτελείται έως {times:acc}. Επειδή το κτίριο ανήκει στον αντίπαλο, {player:the} πληρώνει πρώτα {owner:to} αμοιβή {fee:gen}.</translation>
    </message>
    <message>
        <source>{player} uses {building} from sector {sector}: its main function works up to {times}, its extra function once.</source>
        <translation>{player:The} χρησιμοποιεί {building:acc} στον τομέα {sector}: η βασική λειτουργία του κτιρίου εκτελείται έως {times:acc} και η επιπλέον λειτουργία του μία φορά.</translation>
    </message>
    <message>
        <source>{player} uses {building} from sector {sector}: the grain marker goes {up} up-right and one step back down-left, so it ends {net} up-right.</source>
        <translation>{player:The} χρησιμοποιεί {building:acc} στον τομέα {sector}: ο δείκτης σιταριού μετακινείται {up:acc} διαγωνίως προς τα πάνω δεξιά και μία θέση πίσω, διαγωνίως προς τα κάτω αριστερά, οπότε τελικά προχωρά {net:acc} διαγωνίως προς τα πάνω δεξιά.</translation>
    </message>
    <message>
        <source>{player} uses {building} from sector {sector}: its function works up to {times}.</source>
        <translation>{player:The} χρησιμοποιεί {building:acc} στον τομέα {sector}: η λειτουργία του κτιρίου εκτελείται έως {times:acc}.</translation>
    </message>
    <message>
        <source>Repetition {repetition}: {player} pays with {good:ins}: the {marker} moves from {start} to {end} by paying moves (left pays 1, down 3, down-left 4), which gives {amount}.</source>
        <translation>Στην επανάληψη {repetition} {player:the} πληρώνει {good:ins}: {marker:the} μετακινείται από το {start} στο {end} με μετακινήσεις πληρωμής (κάθε θέση προς τα αριστερά αξίζει 1, προς τα κάτω 3, διαγωνίως προς τα κάτω αριστερά 4), άρα πληρώνει {amount:acc}.</translation>
    </message>
    <message>
        <source>{player} pays with {good:ins}: the {marker} moves from {start} to {end} by paying moves (left pays 1, down 3, down-left 4), which gives {amount}.</source>
        <translation>{player:The} πληρώνει {good:ins}: {marker:the} μετακινείται από το {start} στο {end} με μετακινήσεις πληρωμής (κάθε θέση προς τα αριστερά αξίζει 1, προς τα κάτω 3, διαγωνίως προς τα κάτω αριστερά 4), άρα πληρώνει {amount:acc}.</translation>
    </message>
    <message>
        <source>{player}&apos;s {marker} loses {steps} {direction}: a marker stops at the edge of the warehouse, and a diagonal step is lost as soon as either its row or its column runs out.</source>
        <translation>{marker:The} {player:gen} δεν έχει χώρο για επιπλέον {steps:acc} {direction}: ένας δείκτης υλικού σταματά στην άκρη της αποθήκης, και διαγωνίως δεν προχωρά άλλο μόλις τελειώσει είτε η γραμμή είτε η στήλη του.</translation>
    </message>
    <message>
        <source>{player}&apos;s {marker} loses {steps} {direction}: a marker stops at the edge of the warehouse, and the steps beyond it are lost.</source>
        <translation>{marker:The} {player:gen} δεν έχει χώρο για επιπλέον {steps:acc} {direction}: ένας δείκτης υλικού σταματά στην άκρη της αποθήκης, και όσες θέσεις περισσεύουν χάνονται.</translation>
    </message>
    <message>
        <source>{player}&apos;s {building} reaches the sale sector and is sold at once: half of its value, {value}, gives {amount}. It returns to the supply.</source>
        <translation>{building:The} {player:gen} φτάνει στον τομέα πώλησης και πωλείται αμέσως: {player:the} παίρνει {amount:acc}, τη μισή αξία του κτιρίου ({value}). Το κτίριο επιστρέφει στο απόθεμα.</translation>
    </message>
    <message>
        <source>{player} sells {building} after the action, for half of its value ({value}): {amount}. Sales may come before or after the action, and the turn goes on until its player ends it. The building returns to the supply, and either player may build it again.</source>
        <translation>{player:The} πουλά {building:acc} μετά την ενέργεια και παίρνει {amount:acc}, τη μισή αξία του κτιρίου ({value}). Οι πωλήσεις μπορούν να γίνουν πριν ή μετά την ενέργεια, και η σειρά συνεχίζεται ώσπου να την τελειώσει ο ίδιος ο παίκτης. Το κτίριο επιστρέφει στο απόθεμα, και οποιοσδήποτε από τους δύο παίκτες μπορεί να το κατασκευάσει ξανά.</translation>
    </message>
    <message>
        <source>{player} builds {building} for {cost}. It goes to sector 0 of the builder&apos;s own wheel, just clockwise of the pointer, so it can be used from the next round on.</source>
        <translation>{player:The} κατασκευάζει {building:acc} πληρώνοντας {cost:acc}. Το κτίριο μπαίνει στον τομέα 0 του ταμπλό {player:gen}, ακριβώς δεξιά από τον δείκτη, οπότε μπορεί να χρησιμοποιηθεί από τον επόμενο γύρο και μετά.</translation>
    </message>
    <message>
        <source>Round {letter} begins, and {names} enters the supply. Buildings that entered earlier and were not built stay available.</source>
        <translation>Αρχίζει ο γύρος {letter} και στο απόθεμα μπαίνει {names:the}. Όσα κτίρια μπήκαν νωρίτερα στο παιχνίδι και δεν έχουν κατασκευαστεί παραμένουν διαθέσιμα.</translation>
    </message>
    <message>
        <source>Round {letter} begins, and {names} enter the supply. Buildings that entered earlier and were not built stay available.</source>
        <translation>Αρχίζει ο γύρος {letter} και στο απόθεμα μπαίνουν {names:the}. Όσα κτίρια μπήκαν νωρίτερα στο παιχνίδι και δεν έχουν κατασκευαστεί παραμένουν διαθέσιμα.</translation>
    </message>
    <message>
        <source>Repetition {repetition}: the cost was {cost} and the payment gives {paid}, {lost} more than due. Each repetition is paid on its own and no change is given, so the extra is lost.</source>
        <translation>Στην επανάληψη {repetition} το κόστος ήταν {cost}, αλλά πληρώθηκαν {paid}, δηλαδή {lost:acc} παραπάνω. Κάθε επανάληψη πληρώνεται χωριστά και δεν δίνονται ρέστα, οπότε το πλεόνασμα χάνεται.</translation>
    </message>
    <message>
        <source>No change is given: the cost was {cost} and the payment gives {paid}, so the payment loses {lost}. This happens when the markers cannot pay the exact amount, or when you choose a dearer payment.</source>
        <translation>Δεν δίνονται ρέστα: το κόστος ήταν {cost}, αλλά πληρώθηκαν {paid}, οπότε η διαφορά, {lost}, χάνεται. Αυτό συμβαίνει όταν οι δείκτες υλικών δεν μπορούν να πετύχουν ακριβώς το ποσό ή όταν ο παίκτης διαλέγει να πληρώσει περισσότερα.</translation>
    </message>
    <message>
        <source>{player} pays {amount} to the bank; coins are always changed, so francs are paid exactly.</source>
        <translation>{player:The} πληρώνει {amount:acc} στην τράπεζα· η τράπεζα δίνει πάντα ρέστα, οπότε τα φράγκα πληρώνονται ακριβώς.</translation>
    </message>
    <message>
        <source>{player} pays {amount} to the bank for the repetitions chosen.</source>
        <translation>{player:The} πληρώνει {amount:acc} στην τράπεζα για τις επαναλήψεις που επέλεξε.</translation>
    </message>
    <message>
        <source>{player} receives {amount} from the building&apos;s function and now has {total}.</source>
        <translation>{player:The} παίρνει {amount:acc} από τη λειτουργία του κτιρίου και έχει τώρα {total:acc}.</translation>
    </message>
    <message>
        <source>{player}: the {marker} moves {steps} {direction}: {start} → {end}.</source>
        <translation>{marker:The} {player:gen} μετακινείται {steps:acc} {direction} ({start} → {end}).</translation>
    </message>
    <message>
        <source>{player} gave the {marker} more steps {direction} than it has room for, so it loses {steps} at the edge of the warehouse. That is allowed; a lost step simply does nothing.</source>
        <translation>{player:The} μετακίνησε {marker:acc} περισσότερες θέσεις {direction} από όσες χωρούν, οπότε ο δείκτης σταματά στην άκρη της αποθήκης και δεν έχει χώρο για {steps:acc} από αυτές. Αυτό επιτρέπεται· ό,τι περισσεύει απλώς χάνεται.</translation>
    </message>
    <message>
        <source>After the use, {building} goes back to sector 0 of its owner&apos;s wheel ({owner}): nobody can use it again this round.</source>
        <translation>Μετά τη χρήση, {building:the} επιστρέφει στον τομέα 0 του ταμπλό {owner:gen} και σε αυτόν τον γύρο δεν μπορεί να χρησιμοποιηθεί ξανά από κανέναν.</translation>
    </message>
    <message>
        <source>{a}: {a_francs} and buildings worth {a_buildings}, in all {a_total}. {b}: {b_francs} and buildings worth {b_buildings}, in all {b_total}. Equal wealth: the game is a draw. Play a rematch with the boards swapped.</source>
        <translation>{a:The} έχει {a_francs:acc} και κτίρια αξίας {a_buildings:gen}, συνολικά {a_total}. {b:The} έχει {b_francs:acc} και κτίρια αξίας {b_buildings:gen}, συνολικά {b_total}. Ο πλούτος τους είναι ίσος: το παιχνίδι λήγει ισόπαλο. Παίξτε ρεβάνς αλλάζοντας ταμπλό μεταξύ σας.</translation>
    </message>
    <message>
        <source>{a}: {a_francs} and buildings worth {a_buildings}, in all {a_total}. {b}: {b_francs} and buildings worth {b_buildings}, in all {b_total}. {winner} is the wealthier and wins.</source>
        <translation>{a:The} έχει {a_francs:acc} και κτίρια αξίας {a_buildings:gen}, συνολικά {a_total}. {b:The} έχει {b_francs:acc} και κτίρια αξίας {b_buildings:gen}, συνολικά {b_total}. Τον μεγαλύτερο πλούτο τον έχει {winner:the}, που κερδίζει.</translation>
    </message>
    <message>
        <source>{player} ends the turn: the action and any sales after it are done. {next} plays next; round {letter} still has {left} to come.</source>
        <translation>Τέλος της σειράς {player:gen}: η ενέργεια και όσες πωλήσεις ακολούθησαν ολοκληρώθηκαν. Τώρα παίζει {next:the}· ο γύρος {letter} έχει ακόμη {left:acc}.</translation>
    </message>
    <message>
        <source>{player} ends the turn. It was the last turn of the game: the wheels turn one last time, and the scores are counted.</source>
        <translation>Τέλος της σειράς {player:gen}. Ήταν η τελευταία σειρά του παιχνιδιού: οι δείκτες των ταμπλό γυρίζουν μία τελευταία φορά και γίνεται η καταμέτρηση των πόντων.</translation>
    </message>
    <message>
        <source>{player} ends the turn. It was the last turn of round {letter}, so the round ends now: the wheels turn, and {next} opens round {next_letter}.</source>
        <translation>Τέλος της σειράς {player:gen}. Ήταν η τελευταία σειρά του γύρου {letter}, οπότε ο γύρος τελειώνει τώρα: οι δείκτες των ταμπλό γυρίζουν, και τον γύρο {next_letter} τον ξεκινά {next:the}.</translation>
    </message>
    <message>
        <source>Round L is over. The pointers turn one last time: every building on a wheel moves one sector on, and those reaching the sale sector are sold before the scoring.</source>
        <translation>Ο γύρος L τελείωσε. Οι δείκτες των ταμπλό γυρίζουν μία τελευταία φορά: κάθε κτίριο στα ταμπλό προχωρά κατά έναν τομέα, και όσα φτάνουν στον τομέα πώλησης πωλούνται πριν από την τελική καταμέτρηση.</translation>
    </message>
    <message>
        <source>{player}&apos;s {building} reaches the sale sector and is sold at once: half of its value, {value}, gives {amount}. It returns to the supply. The value is odd, so half of it is rounded down.</source>
        <translation>{building:The} {player:gen} φτάνει στον τομέα πώλησης και πωλείται αμέσως: {player:the} παίρνει {amount:acc}, τη μισή αξία του κτιρίου ({value}). Το κτίριο επιστρέφει στο απόθεμα. Η αξία είναι μονός αριθμός, οπότε το μισό της στρογγυλεύεται προς τα κάτω.</translation>
    </message>
    <message>
        <source>{player} sells {building} after the action, for half of its value ({value}): {amount}. Sales may come before or after the action, and the turn goes on until its player ends it. The building returns to the supply, and either player may build it again. The value is odd, so half of it is rounded down.</source>
        <translation>{player:The} πουλά {building:acc} μετά την ενέργεια και παίρνει {amount:acc}, τη μισή αξία του κτιρίου ({value}). Οι πωλήσεις μπορούν να γίνουν πριν ή μετά την ενέργεια, και η σειρά συνεχίζεται ώσπου να την τελειώσει ο ίδιος ο παίκτης. Το κτίριο επιστρέφει στο απόθεμα, και οποιοσδήποτε από τους δύο παίκτες μπορεί να το κατασκευάσει ξανά. Η αξία είναι μονός αριθμός, οπότε το μισό της στρογγυλεύεται προς τα κάτω.</translation>
    </message>
    <message>
        <source>{player} sells {building} for half of its value ({value}): {amount}. It returns to the supply, and either player may build it again. The value is odd, so half of it is rounded down.</source>
        <translation>{player:The} πουλά {building:acc} και παίρνει {amount:acc}, τη μισή αξία του κτιρίου ({value}). Το κτίριο επιστρέφει στο απόθεμα, και οποιοσδήποτε από τους δύο παίκτες μπορεί να το κατασκευάσει ξανά. Η αξία είναι μονός αριθμός, οπότε το μισό της στρογγυλεύεται προς τα κάτω.</translation>
    </message>
    <message>
        <source>{player} sells {building} for half of its value ({value}): {amount}. It returns to the supply, and either player may build it again.</source>
        <translation>{player:The} πουλά {building:acc} και παίρνει {amount:acc}, τη μισή αξία του κτιρίου ({value}). Το κτίριο επιστρέφει στο απόθεμα, και οποιοσδήποτε από τους δύο παίκτες μπορεί να το κατασκευάσει ξανά.</translation>
    </message>
    <message>
        <source>{player} builds {building} for {cost}. It has no function, so it lies beside the board as a lock building: it is never used, never moves through the sectors and is never sold by force.</source>
        <translation>{player:The} κατασκευάζει {building:acc} πληρώνοντας {cost:acc}. Το κτίριο δεν έχει λειτουργία, γι&apos; αυτό μένει δίπλα στο ταμπλό ως κτίριο με το σύμβολο της κλειδαριάς: δεν χρησιμοποιείται ποτέ, δεν περνά από τους τομείς του ταμπλό και δεν πωλείται ποτέ αναγκαστικά.</translation>
    </message>
    <message>
        <source>{player} pays the fee of {amount}, and it goes to the owner, {owner}: owning a building pays even when the opponent uses it.</source>
        <translation>{player:The} πληρώνει {owner:to} αμοιβή {amount:gen}: ένα κτίριο φέρνει έσοδα σε όποιον το έχει, ακόμη κι όταν το χρησιμοποιεί ο αντίπαλος.</translation>
    </message>
    <message>
        <source>Sector ×4+ gives {player} 1 bonus franc before the function works, so it can already pay for repetitions. It cannot pay the fee for an opponent&apos;s building, which is due first.</source>
        <translation>Ο τομέας ×4+ δίνει {player:to} 1 επιπλέον φράγκο πριν εκτελεστεί η λειτουργία, οπότε {player:the} μπορεί να το χρησιμοποιήσει ήδη για τις επαναλήψεις. Δεν μπορεί όμως να πληρώσει με αυτό την αμοιβή για τη χρήση κτιρίου του αντιπάλου, γιατί η αμοιβή οφείλεται πρώτα.</translation>
    </message>
    <message>
        <source>Sector ×4+ gives {player} 1 bonus franc on top of what the building does. It cannot pay the fee for an opponent&apos;s building, which is due first.</source>
        <translation>Ο τομέας ×4+ δίνει {player:to} 1 επιπλέον φράγκο, πέρα από ό,τι κάνει το κτίριο. Με αυτό το φράγκο όμως {player:the} δεν μπορεί να πληρώσει την αμοιβή για τη χρήση κτιρίου του αντιπάλου, γιατί η αμοιβή οφείλεται πρώτα.</translation>
    </message>
    <message>
        <source>{player} can afford no building and has none to use, so passes; selling is still allowed before the turn ends.</source>
        <translation>{player:The} δεν μπορεί να πληρώσει την κατασκευή κανενός κτιρίου ούτε έχει κάποιο κτίριο να χρησιμοποιήσει, οπότε λέει πάσο· πωλήσεις επιτρέπονται ακόμη, μέχρι να τελειώσει η σειρά.</translation>
    </message>
    <message>
        <source>Round {letter} is over. Both pointers turn one sector counterclockwise, so every building on a wheel is now one sector further: 0 → ×2 → ×3 → ×4 → ×4+ → sale.</source>
        <translation>Ο γύρος {letter} τελείωσε. Οι δείκτες και των δύο ταμπλό γυρίζουν κατά έναν τομέα αριστερόστροφα, οπότε κάθε κτίριο στα ταμπλό βρίσκεται τώρα έναν τομέα πιο πέρα: 0 → ×2 → ×3 → ×4 → ×4+ → πώληση.</translation>
    </message>
    <message>
        <source>Building {building} now costs {cost}. There are {ways}; the cheapest is shown, and you can drag the markers to choose another.</source>
        <translation>Η κατασκευή {building:gen} κοστίζει τώρα {cost:acc}. Υπάρχουν {ways}· εμφανίζεται ο φθηνότερος, και μπορείς να σύρεις τους δείκτες υλικών για να διαλέξεις άλλον.</translation>
    </message>
    <message>
        <source>Building {building} now costs {cost}.</source>
        <translation>Η κατασκευή {building:gen} κοστίζει τώρα {cost:acc}.</translation>
    </message>
    <message>
        <source>Using {building} now would do nothing for you: every step it gives would be lost at the edge of your warehouse, and it brings no franc. You may still use it, but it would waste your action.</source>
        <translation>Αν χρησιμοποιήσεις τώρα {building:acc}, δεν θα κερδίσεις τίποτα: κάθε μετακίνηση που δίνει θα χανόταν στην άκρη της αποθήκης σου, και δεν φέρνει κανένα φράγκο. Η χρήση επιτρέπεται, αλλά θα σπαταλούσε την ενέργειά σου.</translation>
    </message>
    <message>
        <source>Using {building} now, from sector {sector} (N = {n}): it offers {choices}; here is the fullest one.</source>
        <translation>Αν χρησιμοποιήσεις τώρα {building:acc} από τον τομέα {sector} (N = {n}), έχεις {choices:acc}· εδώ φαίνεται η πληρέστερη.</translation>
    </message>
    <message>
        <source>Using {building} now, from sector {sector} (N = {n}):</source>
        <translation>Αν χρησιμοποιήσεις τώρα {building:acc} από τον τομέα {sector} (N = {n}):</translation>
    </message>
    <message>
        <source>This cell is in the row worth {row} and the column worth {col}: a marker here means {amount} of its good. On it now: {goods}.</source>
        <translation>Αυτή η θέση βρίσκεται στη γραμμή με αξία {row} και στη στήλη με αξία {col}: ένας δείκτης υλικού εδώ σημαίνει ποσότητα {amount} από το υλικό του. Δείκτες εδώ τώρα: {goods}.</translation>
    </message>
    <message>
        <source>This cell is in the row worth {row} and the column worth {col}: a marker here means {amount} of its good.</source>
        <translation>Αυτή η θέση βρίσκεται στη γραμμή με αξία {row} και στη στήλη με αξία {col}: ένας δείκτης υλικού εδώ σημαίνει ποσότητα {amount} από το υλικό του.</translation>
    </message>
    <message>
        <source>You are choosing how the {marker} pays. Each repetition pays its food on its own, one after the other, and none gives change; the green cells are where a legal sequence of payments can leave the marker. Paying moves go left (1), down (3) or down-left (4).</source>
        <translation>Επιλέγεις πώς θα μετακινήσεις {marker:acc} για να πληρώσεις. Το φαγητό κάθε επανάληψης πληρώνεται χωριστά, η μία μετά την άλλη, και σε καμία δεν δίνονται ρέστα· οι πράσινες θέσεις δείχνουν πού μπορεί να καταλήξει ο δείκτης μετά από μια έγκυρη σειρά πληρωμών. Οι μετακινήσεις πληρωμής γίνονται προς τα αριστερά (1), προς τα κάτω (3) ή διαγωνίως προς τα κάτω αριστερά (4).</translation>
    </message>
    <message>
        <source>You are choosing how the {marker} pays. The green cells are where a legal payment can leave it: paying moves go left (1), down (3) or down-left (4), and the last move must be needed to reach the cost, since no change is given.</source>
        <translation>Επιλέγεις πώς θα μετακινήσεις {marker:acc} για να πληρώσεις. Οι πράσινες θέσεις δείχνουν πού μπορεί να τον αφήσει μια έγκυρη πληρωμή: οι μετακινήσεις πληρωμής γίνονται προς τα αριστερά (1), προς τα κάτω (3) ή διαγωνίως προς τα κάτω αριστερά (4), και η τελευταία μετακίνηση πρέπει να χρειάζεται για να καλυφθεί το κόστος, αφού δεν δίνονται ρέστα.</translation>
    </message>
    <message>
        <source>You are choosing where the building moves the {marker}. The green cells are where the building&apos;s steps can take it from here; steps beyond the edge would be lost.</source>
        <translation>Επιλέγεις πού θα μετακινήσει το κτίριο {marker:acc}. Οι πράσινες θέσεις δείχνουν πού μπορεί να τον φέρει από εδώ το κτίριο· όσες θέσεις περισσεύουν πέρα από την άκρη θα χάνονταν.</translation>
    </message>
    <message>
        <source>This is the last action of round {letter}. After the use, {building} lies in sector 0 of its owner&apos;s wheel, and when {opponent} opens round {next_letter} it will lie in sector {sector}, usable at ×{n} for a fee of {fee}. To keep it from the opponent, choose “Confirm, keep turn open”, sell the building after the use for {price}, and then end the turn.</source>
        <translation>Αυτή είναι η τελευταία ενέργεια του γύρου {letter}. Μετά τη χρήση, {building:the} θα βρίσκεται στον τομέα 0 του ταμπλό σου· όταν όμως {opponent:the} ξεκινήσει τον γύρο {next_letter}, θα βρίσκεται στον τομέα {sector} και θα μπορεί να χρησιμοποιηθεί με πολλαπλασιαστή ×{n} έναντι αμοιβής {fee:gen}. Για να μην αφήσεις το κτίριο στον αντίπαλο, διάλεξε «Επιβεβαίωση, συνεχίζω τη σειρά», πούλησέ το μετά τη χρήση για {price:acc} και έπειτα τελείωσε τη σειρά σου.</translation>
    </message>
    <message>
        <source>{player}&apos;s turn is still open, and it is the last turn of round {letter}. When it ends, {opponent} opens round {next_letter} with {building} in sector {sector} of its owner&apos;s wheel and could use it at ×{n} for a fee of {fee}. Selling it now, before ending the turn, brings {price} and keeps it from the opponent.</source>
        <translation>Η σειρά {player:gen} είναι ακόμη ανοιχτή, και είναι η τελευταία του γύρου {letter}. Όταν τελειώσει, {opponent:the} θα ξεκινήσει τον γύρο {next_letter} με {building:acc} στον τομέα {sector} του ταμπλό {player:gen} και θα μπορεί να χρησιμοποιήσει το κτίριο με πολλαπλασιαστή ×{n} έναντι αμοιβής {fee:gen}. Αν το κτίριο πουληθεί τώρα, πριν τελειώσει η σειρά, αποφέρει {price:acc}, και ο αντίπαλος δεν θα μπορεί να το χρησιμοποιήσει.</translation>
    </message>
</context>
<context>
    <name>TeachingPanel</name>
    <message>
        <source>This turn</source>
        <translation>Αυτή η σειρά</translation>
    </message>
    <message>
        <source>Warehouse</source>
        <translation>Αποθήκη</translation>
    </message>
    <message>
        <source>The computer&apos;s choice</source>
        <translation>Η επιλογή του υπολογιστή</translation>
    </message>
    <message>
        <source>Your choice</source>
        <translation>Η επιλογή σου</translation>
    </message>
    <message>
        <source>Moving a marker</source>
        <translation>Μετακίνηση δείκτη υλικού</translation>
    </message>
    <message>
        <source>Rule: {title}</source>
        <translation>Κανόνας: {title}</translation>
    </message>
    <message>
        <source>Well done!</source>
        <translation>Μπράβο!</translation>
    </message>
    <message>
        <source>Leave the guided game</source>
        <translation>Έξοδος από το καθοδηγούμενο παιχνίδι</translation>
    </message>
    <message>
        <source>Skip this step</source>
        <translation>Παράλειψη αυτού του βήματος</translation>
    </message>
    <message>
        <source>The game of {a} and {b} is kept for later.</source>
        <translation>Το παιχνίδι {a:gen} {b:ins} είναι σε αναμονή.</translation>
    </message>
    <message>
        <source>Back to that game</source>
        <translation>Επιστροφή σε εκείνο το παιχνίδι</translation>
    </message>
    <message>
        <source>New to the game? Start the guided first game</source>
        <translation>Πρώτη φορά στο παιχνίδι; Ξεκίνα το καθοδηγούμενο πρώτο παιχνίδι</translation>
    </message>
    <message>
        <source>The last action of the round</source>
        <translation>Η τελευταία ενέργεια του γύρου</translation>
    </message>
    <message>
        <source>What just happened</source>
        <translation>Τι μόλις έγινε</translation>
    </message>
    <message>
        <source>Point at a building or a warehouse cell to see what it would do now.</source>
        <translation>Πέρνα το ποντίκι πάνω από ένα κτίριο ή μια θέση της αποθήκης για να δεις τι θα έκανε τώρα.</translation>
    </message>
</context>
<context>
    <name>TeachingSuggestion</name>
    <message>
        <source>The suggested move</source>
        <translation>Η προτεινόμενη κίνηση</translation>
    </message>
    <message>
        <source>The computer suggests: {move}.</source>
        <translation>Ο υπολογιστής προτείνει: {move}.</translation>
    </message>
    <message>
        <source>Take the suggestion (Enter) puts the move on the table as your choice, to look at and then Confirm; Dismiss (Esc) clears it and leaves the turn to you.</source>
        <translation>Η «Αποδοχή της υπόδειξης» (Enter) βάζει την κίνηση στο τραπέζι ως δική σου επιλογή, για να την εξετάσεις και μετά να πατήσεις «Επιβεβαίωση»· η «Απόρριψη» (Esc) τη σβήνει και η σειρά μένει στα χέρια σου.</translation>
    </message>
    <message>
        <source>Your action is done, so only selling your own buildings and ending the turn are left: the computer weighed whether a sale is worth more to you than the building kept.</source>
        <translation>Η ενέργειά σου έχει γίνει, οπότε απομένουν μόνο η πώληση δικών σου κτιρίων και το τέλος της σειράς σου: ο υπολογιστής ζύγισε αν μια πώληση σού αξίζει περισσότερο από το να κρατήσεις το κτίριο.</translation>
    </message>
    <message>
        <source>Why this move: the computer played each move on offer a few turns ahead and compared the final scores you can expect after it; this move came out best. Your final score is your francs plus the value of your buildings.</source>
        <translation>Γιατί αυτή η κίνηση: ο υπολογιστής έπαιξε κάθε διαθέσιμη κίνηση μερικές σειρές μπροστά και σύγκρινε την τελική βαθμολογία που μπορείς να περιμένεις μετά από αυτήν· αυτή η κίνηση βγήκε η καλύτερη. Η τελική σου βαθμολογία είναι τα φράγκα σου συν την αξία των κτιρίων σου.</translation>
    </message>
    <message>
        <source>These scores are the search&apos;s estimates: good for comparing moves, not a promise.</source>
        <translation>Οι βαθμολογίες αυτές είναι εκτιμήσεις της αναζήτησης: χρήσιμες για να συγκρίνεις κινήσεις, όχι υπόσχεση.</translation>
    </message>
    <message>
        <source>{player} has taken this turn&apos;s action: what is left is to sell some of their own buildings, if that is worth it, and to end the turn.</source>
        <translation>{player:The} έχει ήδη εκτελέσει την ενέργεια αυτής της σειράς: απομένει, αν αξίζει, η πώληση κάποιων κτιρίων από την ιδιοκτησία του παίκτη και το τέλος της σειράς.</translation>
    </message>
    <message>
        <source>It is {player}&apos;s turn: one action, either building a building from the supply or using a building on a wheel, with sales of their own buildings before it or after it if they like.</source>
        <translation>Σειρά {player:gen}: μία ενέργεια, είτε κατασκευή ενός κτιρίου του αποθέματος είτε χρήση ενός κτιρίου σε ένα ταμπλό, και, αν θέλει, πωλήσεις κτιρίων από την ιδιοκτησία του παίκτη πριν ή μετά από αυτήν.</translation>
    </message>
    <message>
        <source>Not sure what to do? Suggest a move ({key}) shows the move the computer would make, and this page explains why.</source>
        <translation>Δεν ξέρεις τι να κάνεις; Η «Υπόδειξη κίνησης» ({key}) δείχνει την κίνηση που θα έκανε ο υπολογιστής και αυτή η σελίδα εξηγεί γιατί.</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>T&amp;heme</source>
        <translation>&amp;Θέμα</translation>
    </message>
    <message>
        <source>Follow the &amp;system</source>
        <translation>&amp;Όπως ορίζει το σύστημα</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Φωτεινό</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Σκοτεινό</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>&amp;Υψηλή αντίθεση</translation>
    </message>
</context>
<context>
    <name>Tiles</name>
    <message>
        <source>{per} per {good} in your warehouse at the end</source>
        <translation>{per} ανά μονάδα ({good}) στην αποθήκη σου στο τέλος</translation>
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
        <source>N is the multiplier of the sector the building lies in: 2, 3 or 4; at ×4+ it is 4 and the user also gets 1 franc. A building in sector 0 cannot be used.</source>
        <translation>Το N είναι ο πολλαπλασιαστής του τομέα όπου βρίσκεται το κτίριο: 2, 3 ή 4· στο ×4+ είναι 4 και όποιος χρησιμοποιεί το κτίριο παίρνει επιπλέον 1 φράγκο. Ένα κτίριο στον τομέα 0 δεν μπορεί να χρησιμοποιηθεί.</translation>
    </message>
    <message>
        <source>Dock symbol: it raises the value of the Dock.</source>
        <translation>Σύμβολο του Λιμανιού: αυξάνει την αξία του Λιμανιού.</translation>
    </message>
</context>
<context>
    <name>ToolRow</name>
    <message>
        <source>Rules reference</source>
        <translation>Κανόνες</translation>
    </message>
</context>
<context>
    <name>Zoom</name>
    <message>
        <source>&amp;Zoom</source>
        <translation>&amp;Ζουμ</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Μεγέ&amp;θυνση</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>&amp;Σμίκρυνση</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>&amp;Κανονικό μέγεθος</translation>
    </message>
    <message>
        <source>{what} ({keys})</source>
        <translation>{what} ({keys})</translation>
    </message>
</context>
</TS>
