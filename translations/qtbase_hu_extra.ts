<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hu_HU">
<context>
    <name>QComboBox</name>
    <message>
        <source>Open the combo box selection popup</source>
        <translation>A legördülő lista megnyitása</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 már létezik.
Lecseréled?</translation>
    </message>
    <message>
        <source>'%1' is write protected.
Do you want to delete it anyway?</source>
        <translation>„%1” írásvédett.
Mindenképp törlöd?</translation>
    </message>
    <message>
        <source>Are you sure you want to delete '%1'?</source>
        <translation>Biztosan törlöd: „%1”?</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
A fájl nem található.
Ellenőrizd, hogy jól adtad-e meg a fájl nevét.</translation>
    </message>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation>%1
A mappa nem található.
Ellenőrizd, hogy jól adtad-e meg a mappa nevét.</translation>
    </message>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Hely:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Fájl&amp;típus:</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>Új mappa létrehozása</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>Váltás részletes nézetre</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>Váltás listanézetre</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>Discard</source>
        <translation>Elvetés</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Újrapróbálás</translation>
    </message>
</context>
<context>
    <name>QScrollBar</name>
    <message>
        <source>Scroll here</source>
        <translation>Görgetés ide</translation>
    </message>
    <message>
        <source>Left edge</source>
        <translation>Bal szélére</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Tetejére</translation>
    </message>
    <message>
        <source>Right edge</source>
        <translation>Jobb szélére</translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation>Aljára</translation>
    </message>
    <message>
        <source>Page left</source>
        <translation>Egy oldallal balra</translation>
    </message>
    <message>
        <source>Page up</source>
        <translation>Egy oldallal feljebb</translation>
    </message>
    <message>
        <source>Page right</source>
        <translation>Egy oldallal jobbra</translation>
    </message>
    <message>
        <source>Page down</source>
        <translation>Egy oldallal lejjebb</translation>
    </message>
    <message>
        <source>Scroll left</source>
        <translation>Görgetés balra</translation>
    </message>
    <message>
        <source>Scroll up</source>
        <translation>Görgetés felfelé</translation>
    </message>
    <message>
        <source>Scroll right</source>
        <translation>Görgetés jobbra</translation>
    </message>
    <message>
        <source>Scroll down</source>
        <translation>Görgetés lefelé</translation>
    </message>
</context>
</TS>
