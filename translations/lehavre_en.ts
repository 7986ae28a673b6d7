<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>Amounts</name>
    <message numerus="yes">
        <source>%n francs</source>
        <extracomment>an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)</extracomment>
        <translation>
            <numerusform>%n franc</numerusform>
            <numerusform>%n francs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fish</source>
        <extracomment>an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)</extracomment>
        <translation>
            <numerusform>%n fish</numerusform>
            <numerusform>%n fish</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n clay</source>
        <extracomment>an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)</extracomment>
        <translation>
            <numerusform>%n clay</numerusform>
            <numerusform>%n clay</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wood</source>
        <extracomment>an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)</extracomment>
        <translation>
            <numerusform>%n wood</numerusform>
            <numerusform>%n wood</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n grain</source>
        <extracomment>an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)</extracomment>
        <translation>
            <numerusform>%n grain</numerusform>
            <numerusform>%n grain</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n food</source>
        <extracomment>an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)</extracomment>
        <translation>
            <numerusform>%n food</numerusform>
            <numerusform>%n food</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n steps</source>
        <extracomment>an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)</extracomment>
        <translation>
            <numerusform>%n step</numerusform>
            <numerusform>%n steps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n actions</source>
        <extracomment>an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)</extracomment>
        <translation>
            <numerusform>%n action</numerusform>
            <numerusform>%n actions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n repetitions</source>
        <extracomment>an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)</extracomment>
        <translation>
            <numerusform>%n repetition</numerusform>
            <numerusform>%n repetitions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n choices</source>
        <extracomment>an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)</extracomment>
        <translation>
            <numerusform>%n choice</numerusform>
            <numerusform>%n choices</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ways to pay</source>
        <extracomment>an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)</extracomment>
        <translation>
            <numerusform>%n way to pay</numerusform>
            <numerusform>%n ways to pay</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n different goods</source>
        <extracomment>an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)</extracomment>
        <translation>
            <numerusform>%n good</numerusform>
            <numerusform>%n different goods</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <extracomment>an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)</extracomment>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n buildings</source>
        <extracomment>an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)</extracomment>
        <translation>
            <numerusform>%n building</numerusform>
            <numerusform>%n buildings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n times</source>
        <extracomment>an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)</extracomment>
        <translation>
            <numerusform>%n time</numerusform>
            <numerusform>%n times</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n payments</source>
        <extracomment>an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)</extracomment>
        <translation>
            <numerusform>%n payment</numerusform>
            <numerusform>%n payments</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n turns</source>
        <extracomment>an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)</extracomment>
        <translation>
            <numerusform>%n turn</numerusform>
            <numerusform>%n turns</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AmountsAcc</name>
    <message numerus="yes">
        <source>%n francs</source>
        <extracomment>acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)</extracomment>
        <translation>
            <numerusform>%n franc</numerusform>
            <numerusform>%n francs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fish</source>
        <extracomment>acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)</extracomment>
        <translation>
            <numerusform>%n fish</numerusform>
            <numerusform>%n fish</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n clay</source>
        <extracomment>acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)</extracomment>
        <translation>
            <numerusform>%n clay</numerusform>
            <numerusform>%n clay</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wood</source>
        <extracomment>acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)</extracomment>
        <translation>
            <numerusform>%n wood</numerusform>
            <numerusform>%n wood</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n grain</source>
        <extracomment>acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)</extracomment>
        <translation>
            <numerusform>%n grain</numerusform>
            <numerusform>%n grain</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n food</source>
        <extracomment>acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)</extracomment>
        <translation>
            <numerusform>%n food</numerusform>
            <numerusform>%n food</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n steps</source>
        <extracomment>acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)</extracomment>
        <translation>
            <numerusform>%n step</numerusform>
            <numerusform>%n steps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n actions</source>
        <extracomment>acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)</extracomment>
        <translation>
            <numerusform>%n action</numerusform>
            <numerusform>%n actions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n repetitions</source>
        <extracomment>acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)</extracomment>
        <translation>
            <numerusform>%n repetition</numerusform>
            <numerusform>%n repetitions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n choices</source>
        <extracomment>acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)</extracomment>
        <translation>
            <numerusform>%n choice</numerusform>
            <numerusform>%n choices</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ways to pay</source>
        <extracomment>acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)</extracomment>
        <translation>
            <numerusform>%n way to pay</numerusform>
            <numerusform>%n ways to pay</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n different goods</source>
        <extracomment>acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)</extracomment>
        <translation>
            <numerusform>%n good</numerusform>
            <numerusform>%n different goods</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <extracomment>acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)</extracomment>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n buildings</source>
        <extracomment>acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)</extracomment>
        <translation>
            <numerusform>%n building</numerusform>
            <numerusform>%n buildings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n times</source>
        <extracomment>acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)</extracomment>
        <translation>
            <numerusform>%n time</numerusform>
            <numerusform>%n times</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n payments</source>
        <extracomment>acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)</extracomment>
        <translation>
            <numerusform>%n payment</numerusform>
            <numerusform>%n payments</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n turns</source>
        <extracomment>acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)</extracomment>
        <translation>
            <numerusform>%n turn</numerusform>
            <numerusform>%n turns</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AmountsGen</name>
    <message numerus="yes">
        <source>%n francs</source>
        <extracomment>gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)</extracomment>
        <translation>
            <numerusform>%n franc</numerusform>
            <numerusform>%n francs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fish</source>
        <extracomment>gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)</extracomment>
        <translation>
            <numerusform>%n fish</numerusform>
            <numerusform>%n fish</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n clay</source>
        <extracomment>gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)</extracomment>
        <translation>
            <numerusform>%n clay</numerusform>
            <numerusform>%n clay</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wood</source>
        <extracomment>gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)</extracomment>
        <translation>
            <numerusform>%n wood</numerusform>
            <numerusform>%n wood</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n grain</source>
        <extracomment>gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)</extracomment>
        <translation>
            <numerusform>%n grain</numerusform>
            <numerusform>%n grain</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n food</source>
        <extracomment>gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)</extracomment>
        <translation>
            <numerusform>%n food</numerusform>
            <numerusform>%n food</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n steps</source>
        <extracomment>gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)</extracomment>
        <translation>
            <numerusform>%n step</numerusform>
            <numerusform>%n steps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n actions</source>
        <extracomment>gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)</extracomment>
        <translation>
            <numerusform>%n action</numerusform>
            <numerusform>%n actions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n repetitions</source>
        <extracomment>gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)</extracomment>
        <translation>
            <numerusform>%n repetition</numerusform>
            <numerusform>%n repetitions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n choices</source>
        <extracomment>gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)</extracomment>
        <translation>
            <numerusform>%n choice</numerusform>
            <numerusform>%n choices</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ways to pay</source>
        <extracomment>gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)</extracomment>
        <translation>
            <numerusform>%n way to pay</numerusform>
            <numerusform>%n ways to pay</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n different goods</source>
        <extracomment>gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)</extracomment>
        <translation>
            <numerusform>%n good</numerusform>
            <numerusform>%n different goods</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <extracomment>gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)</extracomment>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n buildings</source>
        <extracomment>gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)</extracomment>
        <translation>
            <numerusform>%n building</numerusform>
            <numerusform>%n buildings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n times</source>
        <extracomment>gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)</extracomment>
        <translation>
            <numerusform>%n time</numerusform>
            <numerusform>%n times</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n payments</source>
        <extracomment>gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)</extracomment>
        <translation>
            <numerusform>%n payment</numerusform>
            <numerusform>%n payments</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n turns</source>
        <extracomment>gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)</extracomment>
        <translation>
            <numerusform>%n turn</numerusform>
            <numerusform>%n turns</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AmountsIns</name>
    <message numerus="yes">
        <source>%n francs</source>
        <extracomment>ins: the amount as the means, &apos;with 3 fish&apos; (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)</extracomment>
        <translation>
            <numerusform>%n franc</numerusform>
            <numerusform>%n francs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fish</source>
        <extracomment>ins: the amount as the means, &apos;with 3 fish&apos; (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)</extracomment>
        <translation>
            <numerusform>%n fish</numerusform>
            <numerusform>%n fish</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n clay</source>
        <extracomment>ins: the amount as the means, &apos;with 3 fish&apos; (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)</extracomment>
        <translation>
            <numerusform>%n clay</numerusform>
            <numerusform>%n clay</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wood</source>
        <extracomment>ins: the amount as the means, &apos;with 3 fish&apos; (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)</extracomment>
        <translation>
            <numerusform>%n wood</numerusform>
            <numerusform>%n wood</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n grain</source>
        <extracomment>ins: the amount as the means, &apos;with 3 fish&apos; (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)</extracomment>
        <translation>
            <numerusform>%n grain</numerusform>
            <numerusform>%n grain</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n food</source>
        <extracomment>ins: the amount as the means, &apos;with 3 fish&apos; (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)</extracomment>
        <translation>
            <numerusform>%n food</numerusform>
            <numerusform>%n food</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n steps</source>
        <extracomment>ins: the amount as the means, &apos;with 3 fish&apos; (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)</extracomment>
        <translation>
            <numerusform>%n step</numerusform>
            <numerusform>%n steps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n actions</source>
        <extracomment>ins: the amount as the means, &apos;with 3 fish&apos; (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)</extracomment>
        <translation>
            <numerusform>%n action</numerusform>
            <numerusform>%n actions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n repetitions</source>
        <extracomment>ins: the amount as the means, &apos;with 3 fish&apos; (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)</extracomment>
        <translation>
            <numerusform>%n repetition</numerusform>
            <numerusform>%n repetitions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n choices</source>
        <extracomment>ins: the amount as the means, &apos;with 3 fish&apos; (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)</extracomment>
        <translation>
            <numerusform>%n choice</numerusform>
            <numerusform>%n choices</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ways to pay</source>
        <extracomment>ins: the amount as the means, &apos;with 3 fish&apos; (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)</extracomment>
        <translation>
            <numerusform>%n way to pay</numerusform>
            <numerusform>%n ways to pay</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n different goods</source>
        <extracomment>ins: the amount as the means, &apos;with 3 fish&apos; (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)</extracomment>
        <translation>
            <numerusform>%n good</numerusform>
            <numerusform>%n different goods</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <extracomment>ins: the amount as the means, &apos;with 3 fish&apos; (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)</extracomment>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n buildings</source>
        <extracomment>ins: the amount as the means, &apos;with 3 fish&apos; (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)</extracomment>
        <translation>
            <numerusform>%n building</numerusform>
            <numerusform>%n buildings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n times</source>
        <extracomment>ins: the amount as the means, &apos;with 3 fish&apos; (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)</extracomment>
        <translation>
            <numerusform>%n time</numerusform>
            <numerusform>%n times</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n payments</source>
        <extracomment>ins: the amount as the means, &apos;with 3 fish&apos; (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)</extracomment>
        <translation>
            <numerusform>%n payment</numerusform>
            <numerusform>%n payments</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n turns</source>
        <extracomment>ins: the amount as the means, &apos;with 3 fish&apos; (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)</extracomment>
        <translation>
            <numerusform>%n turn</numerusform>
            <numerusform>%n turns</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ComponentCounts</name>
    <message numerus="yes">
        <source>%n numbers are refused: correct them or empty their fields to save.</source>
        <translation>
            <numerusform>%n number is refused: correct it or empty its field to save.</numerusform>
            <numerusform>%n numbers are refused: correct them or empty their fields to save.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entries of your components file cannot be used, so this table leaves them out. Saving writes the table without them; the file as it is now is kept as {backup}.</source>
        <translation>
            <numerusform>%n entry of your components file cannot be used, so this table leaves it out. Saving writes the table without it; the file as it is now is kept as {backup}.</numerusform>
            <numerusform>%n entries of your components file cannot be used, so this table leaves them out. Saving writes the table without them; the file as it is now is kept as {backup}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>…and %n more</source>
        <translation>
            <numerusform>…and %n more</numerusform>
            <numerusform>…and %n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CrashReport</name>
    <message numerus="yes">
        <source>Something went wrong in the program again (%n time(s) in all).</source>
        <translation>
            <numerusform>Something went wrong in the program again (%n time in all).</numerusform>
            <numerusform>Something went wrong in the program again (%n times in all).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Something went wrong in the program again (%n time(s) in all); the details are in {path}.</source>
        <translation>
            <numerusform>Something went wrong in the program again (%n time in all); the details are in {path}.</numerusform>
            <numerusform>Something went wrong in the program again (%n times in all); the details are in {path}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message numerus="yes">
        <source>Discard the %n kept game(s)? They cannot be taken back.</source>
        <translation>
            <numerusform>Discard %n kept game? It cannot be taken back.</numerusform>
            <numerusform>Discard the %n kept games? They cannot be taken back.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LevelStrength</name>
    <message numerus="yes">
        <source>Wins about %n of 10 games against {opponent}.</source>
        <translation>
            <numerusform>Wins about %n of 10 games against {opponent}.</numerusform>
            <numerusform>Wins about %n of 10 games against {opponent}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OnlineCounts</name>
    <message numerus="yes">
        <source>The connection is lost, retrying in %n s.</source>
        <translation>
            <numerusform>The connection is lost, retrying in %n s.</numerusform>
            <numerusform>The connection is lost, retrying in %n s.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Invitations (%n)</source>
        <translation>
            <numerusform>Invitations (%n)</numerusform>
            <numerusform>Invitations (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of your moves wait to be sent.</source>
        <translation>
            <numerusform>%n of your moves waits to be sent.</numerusform>
            <numerusform>%n of your moves wait to be sent.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Problems</name>
    <message numerus="yes">
        <source>The data is nested more than %n levels deep.</source>
        <translation>
            <numerusform>The data is nested more than %n level deep.</numerusform>
            <numerusform>The data is nested more than %n levels deep.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A number in it has more than %n digits.</source>
        <translation>
            <numerusform>A number in it has more than %n digit.</numerusform>
            <numerusform>A number in it has more than %n digits.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The player name {name} is longer than %n characters.</source>
        <translation>
            <numerusform>The player name {name} is longer than %n character.</numerusform>
            <numerusform>The player name {name} is longer than %n characters.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It lists %n actions, more than any game has.</source>
        <translation>
            <numerusform>It lists %n action, more than any game has.</numerusform>
            <numerusform>It lists %n actions, more than any game has.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>…and %n more problems in the component data.</source>
        <translation>
            <numerusform>…and %n more problem in the component data.</numerusform>
            <numerusform>…and %n more problems in the component data.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %n turns of round {round}, {name} is not the one to act.</source>
        <translation>
            <numerusform>After %n turn of round {round}, {name} is not the one to act.</numerusform>
            <numerusform>After %n turns of round {round}, {name} is not the one to act.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a list of %n items</source>
        <translation>
            <numerusform>a list of %n item</numerusform>
            <numerusform>a list of %n items</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>an object of %n entries</source>
        <translation>
            <numerusform>an object of %n entry</numerusform>
            <numerusform>an object of %n entries</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RoundBanner</name>
    <message numerus="yes">
        <source>{buildings} join the supply.</source>
        <extracomment>{buildings}: the buildings, listed (&quot;Bakehouse and Wood Trader&quot;); the verb agrees with how many they are</extracomment>
        <translation>
            <numerusform>{buildings} joins the supply.</numerusform>
            <numerusform>{buildings} join the supply.</numerusform>
        </translation>
    </message>
</context>
</TS>
