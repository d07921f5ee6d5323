// The version of what indexing writes for one file: its blocks and records (the parsers) and everything the
// derivers of pipeline.ts build from them (facts of the symbolic graph, entities, mentions, vectors).
//
// BUMP FACTS_VERSION whenever the same file, unchanged, would now be stored differently: a new or changed fact
// (e.g. q:hasDay day numbers on dates), a different name for a record, a parser that reads a layout it used to
// miss. Every document keeps the version it was derived with (documents.facts_version); `indexFolders` re-reads
// and re-derives the documents of an older version through its normal update path, so a library indexed by an
// older Quarry catches up on its next `quarry index` (and `quarry status` says which documents are behind).
//
// History (one line per bump, what changed):
// 1: the first recorded version: full dates carry a q:hasDay yyyymmdd number, a one-record JSON file is named by
//    the field holding its file name. Documents stored before versions were recorded have none and count as older.
// 2: records named from their own fields: leader dots separate keys from values ("Country ...... Finland"), a
//    column listing quantities ("198 x Cat6 Patch Cable") never names a row (an identifier does), "Invoice
//    INV-0005" in invoices/ names INV-0005, and a vendor column whose values name other records links to them
//    instead of prefixing the row's name.
// 3: specs no longer carry rdf:type q:Spec (a spec is what q:hasSpec links to) nor q:rowPosition (the record row's
//    position, read through q:sourceRow): two quads fewer per spec, nothing read them.
// 4: a value that is one identifier ("5.2.15-2", "GPL-3+", "1:2.39.5-0+deb12u3") is text, not a number; a full
//    date's weekday and time of day belong to it ("Sat, 23 Jan 2023 00:36:41 +0100" is one date, not a list).
// 5: a unit stated once in a record's own field ({"net": 1200, "currency": "EUR"}) applies to its money siblings
//    (general entry-kinds: net, gross, subtotal, total, vat, tax are sums of money), never to a count beside them.
// 6: numbers in the page's own convention ("14.076 km", "EUR 12.790" with dot groups where the column, document or
//    folder says so; "77 250 km" one number; a doubt recorded otherwise); metric horsepower (PS), pressure, torque;
//    a conventional file's row equal to its folder's name is kept ("Upstream-Name: tmux").
// 7: a one-record JSON file is named by a value one or two levels down that the file is named after
//    ("18-constitution-street.json": "property" › "address"); a name-like key holding a number ("phone") names nothing.
// 8: an amount of money stated per another period than its label's or its folder's ("Rent: £755 pw" among rents
//    "pcm") is converted to that period (× 52 / 12 from a week to a month); "pw", "pcm", "p/m", "pa" are periods
//    (resources/units/periods.tsv).
// 9: a two-column CSV is a table with a header (one record per row) unless its header says key and value.
// 10: (withdrawn: a page's table rows as its parts; the version stays so libraries derived with it re-derive)
// 11: a dotted numeric date is day first also when both numbers could be a month ("01.02.2024" is 1 February).
// 12: table rows are records of their own again (10 withdrawn).
// 13: a unit or period inside a label is the values' unit and the rate's period, the label's other words its key
//     ("rent_pcm_gbp", "rent_eur_pm", "Rent (EUR/month)", "Rent pcm" → Rent); a value that is nothing but one quantity
//     ("785 sq ft", "1,405 sq ft (130 m²)") is that quantity whatever its entry usually holds; a quantity written as an
//     object ({"value": 460, "unit": "sq_ft"}) takes the object's unit.
// 14: a time unit after "per" is the rate's period ("hours_per_week" → Hours, per week); a period adjective before a
//     unit's name ("Weekly hours") and a unit's name in the plural ("Hours: 40") count in that unit; a period after a
//     unit and a slash ("37.5 h/week") is the period, not part of the unit; a value that is only a year under a label
//     ending in a past participle ("Opened: 1998") is a date to the year; a telephone number in its international form
//     ("+44 113 496 0732") is text; the lines of an invoice (a table or JSON array inside a record whose rows each
//     buy a quantity at a price, ingest/line-items.ts) are records of their own, "INV-0024 · Pallet Collar", of no
//     category of the folder's, not the products they name nor sections of the invoice.
// 15: a value that is nothing but a four-digit year, under an entry that is a date ("Year built: 1882"), is a year
//     of any century, not only 1900–2099.
// 16: a delimited file's preamble (comment lines, a lone title line above the header) is text, not the header row
// 17: a nested JSON object's name key states the object under its own key ({"practice": {"name": "Clifton Clinic"}}
//     is Practice: Clifton Clinic, not a "Name" of the record)
// 18: yes and no in the other languages of a folder's exports ("ja", "nee", "nein", "sì", "oui"), a permission or
//     its refusal ("allowed", "not allowed", "welcome (on a lead)") and "available (token)" are yes/no values
//     (resources/lang/<lang>/yes-no.tsv); a yes/no key said the other way round ("No dogs: Yes") is stated as its
//     positive with the yes/no flipped ("Dogs": no, skg/entries/negated-label.ts).
// 19: a run of thirteen digits or more with no separators ("985112050458284", a microchip, a barcode) is a code, text,
//     not a number (skg/values/identifiers.ts).
// 20: a nested JSON name holder alone that names another thing than the record states it under its key
//     ({"title": "Snowdrift", "credits": {"designer": {"name": "Yuki Tanabe"}}} is Designer: Yuki Tanabe).
// 21: a middle dot or a bullet between spaces separates list items as a comma does ("Vegetarian · Vegan"); a named
//     JSON record's array of named things states them under its key ("ingredients": [{"name": "garlic", …}] is
//     Ingredients: garlic), besides their own records.
// 22: a column of only 1s and 0s (both present, four rows or more, its header no plural) states yes and no, not
//     numbers (skg/values/flag-columns.ts); a value made only of codes a legend line of its page explains ("V = vegetarian,
//     VG = vegan") states what they stand for (skg/values/legends.ts).
// 23: a record is named by a field holding its name-like field's value and a few words more, where that tells at
//     least as many records apart ("vehicle": "SEAT Leon 1.5 TSI FR" beside "model": "Leon 1.5 TSI", ingest/naming.ts).
// 24: an amount of money stated in prose keeps the period after it ("The rent is £150 pw" is Rent: £150 pw, a weekly
//     rent, converted as the rows' are).
// 25: a JSON record filed in a group that holds only its name and its members ({"continent": "Europe", "places": […]})
//     states the group's field ("continent: Europe") unless it states that field itself; an empty JSON list states
//     that there are none ("suitable_for": [] is "suitable_for: none").
// 26: time units have their German, Dutch, French, Italian and Spanish names (resources/units/units.tsv: "tempo_ore" is
//     a time in hours, "Dauer (Stunden)" too).
// 27: stone is a unit of mass (resources/units/units.tsv: "12st 13lb"); "1st", "21st" stay ordinals.
// 28: a numeric date whose day and month could be either ("12/11/2006") is read in the order its writer's other dates
//     show (column, page, folder: skg/values/number-style.ts), and dashes separate like slashes ("26-11-1992"); a dot
//     nothing else decides is weighed by the size of its column's other values ("Capacity: 5.600" among "7,500");
//     feet and inches with marks ("5'10\"", resources/units/units.tsv `{lead}`); scale words come from
//     resources/units/scales.tsv, in several languages ("€ 1,8 mln", "2,1 Mio.").
// 29: a key none of whose values in its document holds a digit keeps its unit-like words ("Preferred foot: Left" is
//     the label "Preferred foot", not a "Preferred" in feet; "Foot: Left-footed" no "Length").
// 30: "owe" names a balance in prose (resources/lang/en/attribute-words.tsv: "she owes £40").
// 31: nineteen more currencies by ISO code and unambiguous sign (resources/units/units.tsv: SEK, NOK, DKK, PLN "zł",
//     CZK "Kč", TRY "₺", KRW "₩", ILS "₪" …); "kr", shared by four currencies, stays unknown.
// 32: a number written in words as a value is read ("Species: ten", "In stock: a dozen", "one month";
//     resources/lang/en/numbers.tsv); a lone leading zero is never a thousands group ("0,545 kg"); a labelled title
//     the file restates whole is one name ("Atlas: Mapping Citation Networks"); a JSON file named as slug makers
//     write names its record ("bread-and-roses.json" for "Bread & Roses"); a range of months or weekdays states each
//     ("June–September", "Mon–Fri"), and a list of them is written in full ("Mon, Wed, Fri": skg/values/cyclic-ranges.ts).
// 33: times on the clock are numbers in the dimension "time of day" (minutes after midnight: "14:35", "2:35 pm",
//     "Departs: 9h10", "kl. 13.25"; skg/values/clock-times.ts, resources/lang/en/clock-labels.tsv), and "H:MM" under a
//     label naming a length of time is hours and minutes ("Block time: 2:35").
// 34: dates and weekdays in other languages (resources/lang/<lang>/calendar.tsv: "27 juin 2018", "20. Februar 2021",
//     "fre, søn"; skg/values/calendar-words.ts).
// 35: a value naming a set of weekdays states each ("Days: daily", "weekdays", "weekends"; cyclic-ranges.ts).
// 36: fractions are numbers ("70 3/4 in", "70¾", "½ cup", "5/8 in"; never "2/4" or "3/10"), and a measurement a×b×c
//     whose label or value names its parts by letter or word states each ("Size (h × w)", "H 92 cm × W 73 cm";
//     skg/values/dimension-parts.ts, resources/lang/en/dimension-parts.tsv).
// 37: density and molar mass are dimensions of their own (resources/units/units.tsv: "1,330 kg/m³" is 1.33 g/cm³,
//     no longer kg/m; "g/mol").
// 38: "k" written small touching any number is thousands ("310k", "a 1k pressing"; resources/units/scales.tsv
//     "lower"); under a label naming a length of time "55:08" (past 23) is minutes and seconds, and so are marks
//     ("40'58\"", no feet and inches there).
// 39: a lone bare number under a label of shares is a percentage, and one under 1 a part of one ("Purity: 0.998" is
//     99.8 %, "Load factor: 0.82" 82 %; resources/domains/general/entry-kinds.tsv, option "fraction").
// 40: percent and turns per minute as other languages write them ("Prozent", "procent", "min⁻¹", "U/min").
// 45: a label led by a unit's name in the plural and a function word counts in that unit ("Years in industry: 16" is
//     16 years); a word joined to a number by a hyphen is what it counts ("4-star", "four-star": 4) and a run of star
//     glyphs its filled stars ("★★★★☆": 4).
// 46: a date naming its day and month may be of any year of the millennium ("10 December 1815" had been the number 1815); a year
//     under a participle label with a preposition after it is a date ("Opened in: 1957").
// 47: a period's short spelling after a slash is the period ("2.5 h/wk", "£500/mo"; it had been an unknown unit "h/wk").
// 48: a number with a plus after it is that many or more ("12+", "18+" had been versions, no number).
// 49: "2h 22m" is hours and minutes (the "m" had been metres, the hours lost), and a minute mark alone under a label
//     naming a length of time is minutes (a film's "112'").
// 50: a year under a label of another language that names a date is a date ("Jahr: 1987", "Eroeffnet: 1936" had been
//     numbers apart from "Year" and "Opened"): the label read through resources/lang/<lang>/label-words.tsv.
// 51: a header ending in a time unit named in full in the singular names a point of a date, not an amount
//     ("joined_year: 2012" had been 2012 years; "duration_years", "prep_min" stay amounts).
// 52: digits past what a number can hold ("999…9" of hundreds of digits) are no quantity (they had been Infinity).
// 53: sibling sections stating the same keys are items of their own (section-items.ts); a second header row of a
//     CSV (a group row, a row of units) names the columns too; "GBR 5385", "SK 4033" are codes, not numbers.
// 54: a table written sideways (items across its header, a property per row) is read column by column
//     (transposed.ts); a title naming its item, then what kind of file it is, names the item (nameBeforeKind); a
//     date written without a year takes the year the document's dates state, the weekday choosing ("Sat 17 May").
// 55: a name-like column (or a nested object's name) that does not tell the records apart yields to a text column
//     that does, then to an identifier every record has, its own ("LT-0490", "INC-10699"); a measurement ("1,5
//     dias", "GBP 1,944.99") or a numeric date never names a record; YAML files are read as their data tree.
// 56: a time unit named in full in the singular in brackets names a point of a date too ("Acquired (year)": 1950 had
//     been 1950 years).
// 57: an event log (lines starting with a date and time) states facts of the things its lines name by code: what
//     happened and when, by or to whom, key=value pairs, the latest state (formats/event-log.ts).
// 58: a lone "t" after a number is a tonne ("Displacement: 4.40 t" had been a bare 4.4), and the hours of a time in
//     descending units ("2 t 15 min", Norwegian, had been 15 min): a spelling of several units takes the one whose
//     dimension the next, smaller unit shares.
// 59: a pair of numbers under a label naming two things ("Index P/K: 2/1") also states each as its own attribute
//     ("Index P", "Index K": values/slash-parts.ts).
// 60: 58 taken back: a lone "t" is a tonne on one page and hours on another (flights' Norwegian "Blokktid: 2 t"
//     became a mass), and only what the label's words or the folder's other values measure could tell which.
// 61: a code in brackets after a section's item name is its code ("Mass Path Field (IE-02)" names Mass Path Field);
//     a capitalised "KIND — NAME" first line of a text sheet is its title; fields set side by side on one line
//     ("Farm: Ballykeel   Field no.: IE-07") are each a field.
// 62: one unit per another the table does not list is a unit of its own dimension ("8.1 t/ha", "3.2 t/acre", "57
//     cwt/acre" one yield; skg/values/quotient-units.ts); "ac" is an acre, "cwt" the imperial hundredweight.
// 63: a rule line ("-----") parts plain text as a blank line does, and paragraphs of "Key: value" lines each naming
//     itself in a name field, two or more in a file, are items of their own (a staff list in one text file).
// 64: a section heading of a date and a name ("8 January 2025 — B25-002", a log's entry) names its item by the name,
//     the date a Date row cited at the heading; so does a paragraph's title line above its "Key: value" lines ("Sud
//     B25-H04 vom 21.01.2025"); a spreadsheet's first column of codes headed by a kind ("Batch", "Lot") names its
//     rows where the column that would name them names other records (the beer, the field), which become links.
// 65: a section told in prose among sibling items is an item, read by its siblings' fields (section-prose.ts);
//     hectolitres, decilitres and the named imperial and US volume units are quantities.
// 66: a unit a file's name states ("monthly-sales-2024-litres.csv") is the unit of its bare numbers.
// 67: a number and a word the unit table does not know ("20 bbl"), in a column whose other values are measured, is
//     no number of that column's unit.
// 68: a list or row of cards, each a heading and fields named by their classes, is a record per card (a bar's menu
//     of beers); a class a navigation menu has on a list of headed entries without links is content.
// 69: a delimited file's preamble of a title line and "Key: value" lines states the file's own record.
// 70: "Bristol depot" in depots/ names Bristol; a lone letter after a number is the unit of that symbol in the one
//     dimension its column's other values measure ("11.5 t" among kilograms).
// 71: a table keyed by a first column of codes names its rows by them where the first text column is not beside the
//     key ("Reference,Booked,Depot,Destination": shipments, not their destinations).
// 72: a label of labels joined by slashes over a value of as many parts states each part under its own label
//     ("Vehicle / driver: WF18 TLN / Tom Penhaligon", ingest/paired-rows.ts); a register keyed by a first column of
//     codes other files hold as values names its rows by them ("Registration,Make,Model", naming.ts keyColumnCodes);
//     a sheet named by a code a field of it states is that code's ("SHP-24-0479.txt", assemble.ts codeOfFileName).
// 73: a heading ending in a unit in brackets gives it to the bare numbers under it ("Wind generation 2024 (MWh)",
//     values/document-units.ts headingUnit); "MWh" is megawatt-hours (it had been read as mWh, a millionth of it).
// 74: a one-record YAML or JSON file is named by the value of the key its file name is ("department.yaml":
//     "department: Science"; it had been an item called "department").
// 75: label words of harvests and transport in Dutch, German, Danish, French and Polish ("Opbrengst" is yield,
//     "Kierowca" driver), read where labels are read as English (resources/lang/*/label-words.tsv).
// 76: paragraphs of "Key: value" lines that each open with one field, its values names ("MEMBER: NIELS AGGER"), are
//     items named by it, the label their kind (records.ts leadingNames).
// 77: the items of a JSON collection are named by their object keyed as one item of it ("tickets": [{"ticket":
//     {"key": "MT-2403"}, "asset": {"name": …}}] are MT-2403, …; they had been named after their asset).
// 78: a sheet named by a code whose title leads with that code before what the item is ("GR-24-001.md" titled
//     "GR-24-001 — Dalston community kitchen refit", stating "Reference: GR-24-001") is the code's (assemble.ts).
// 79: a key column's codes name its rows where other files name records by them and the names the rows took are
//     other records' (an extract's "Ref,Applicant": applications, not applicants; folder-naming.ts); a column of dates
//     or of descriptions ("Omschrijving") names no rows where another column, or an identifier, does (naming.ts).
// 80: release titles written alike down a plain-text NEWS or changelog are headings starting entries of their own,
//     though the entry follows at once, a title ends in a full stop or titles are indented alike (formats/text.ts
//     repeatedVersionHeadings: "v1.5.4 (Feb 2023)", 'Major changes between "less" versions 581 and 590').
// 81: "t" after a number is the tonne, lower case only (resources/units/units.tsv); a lone-letter unit of another
//     dimension than most of its column's values measure says nothing ("8 t" among hours: record-facts.ts).
// 82: a note that a document's numbers count thousands or millions ("figures in 000s", "amounts in £m") scales its
//     bare numbers (values/document-units.ts scale, record-facts.ts).
// 83: a table keyed by codes of its own whose other column of codes names records of that sort elsewhere is named by
//     those ("Their ref,Your ref,…": an insurer's export of the broker's claims; folder-naming.ts identityColumn); a
//     person written surname first ("Fraser, Callum") is the record "Callum Fraser" (store/records.ts); a sheet whose
//     file name writes its code's slashes as hyphens ("25-00283-LBC.md" stating "App no.: 25/00283/LBC"), or whose
//     title gives the code after words saying what the file is ("Case sheet — 25/00224/FUL"), is the code's item
//     (assemble.ts codeOfFileName, codeAfterTitleWords); the items of a JSON collection keyed by no word for them,
//     with no name of their own, are named by the first object whose identifier is each one's own ("items":
//     [{"application": {"reference": "25/00109/HH"}, …}]: formats/json.ts firstIdentifiedObject).
// 84: a column of dates with their times ("Fri 3 Oct 2025, 7.30pm") names no rows (naming.ts); a sheet titled "P-101 —
//     Ashcombe Primary School Extension" stating "Project no.: P-101", its file not named by the code, is named by the
//     title's name (assemble.ts nameAfterTitleCode).
// 85: a sheet whose file name is its code and its name ("WZ-0118_MANGA.md" stating "ID: WZ-0118", "Animal: Manga") is
//     named by the name as its field writes it (assemble.ts nameAfterFileCode); a title giving a name beside words
//     saying what the page is ("Broad Street — shop profile", "Bike fit — Ben Oldroyd", "Tenancy sign-up record —
//     TEN-11664") is named by the name (nameBesideDescription, codeAfterTitleWords reading hyphenated words); a table
//     with a surname column and a given-name column names its rows by the whole name (records.ts, name-parts.ts).
// 86: a measure in descending units is stated in its smaller unit, which writes it whole ("3 h 30 min" is 210 min,
//     "5 ft 10 in" 70 in), so an attribute's numbers are shown in the unit its values are stated to; hours run
//     together with minutes ("2h15") are a length of time (parse-value.ts).
// 87: a title written as a name keeps naming its sheet though the file is named by a code a field states, an address
//     by its first line ("38 Llwyn Onn, Abergavenny NP7 5MB" in ABG-0117.md: assemble.ts addressFirstLine); an item
//     named by a code another item states and that item's name ("VI-201 BUTTER CROISSANT") is that item
//     (name-aliases.ts codedNameAliases).
// 88: a numbered section ("## Bike 1") stating the thing its word names ("Bike: Kinesis Tripster ATR") is that
//     thing's item, named by it, alone or among siblings; the page keeps the naming row (section-items.ts).
// 89: light years and parsecs (kpc, Mpc) are lengths of the unit table, so a catalogue's {"value": 735, "unit": "pc"}
//     is a distance (resources/units/units.tsv).
// 90: a JSON object of a number and a one-letter unit is one quantity only under a key saying it is a unit
//     ({"band": "V", "mag": 6.9} is a magnitude in the V band, not 6.9 volts; formats/json.ts quantityOf).
// 91: a CSV preamble line split by the delimiter into a few fields above a wider header is preamble; an invoice's
//     charges stated "128 GT × £0.58" are its lines and a row totalling them its field; a table of months down
//     its first column and items across is each item's series too (period-series.ts); sibling items under a plural
//     heading are of its kind; a unit after a function word in a file name ("…-by-month.csv") is none; a file
//     named by words and a code a field states is that code's sheet; files are read again with what the folder
//     names in up to three rounds; a first key column keys its rows by codes other records are named by only where
//     the rows' names are not from a column headed as their name ("Product"); a name before a bracketed code
//     ("Long Acre (F01)") or after a vessel prefix ("MV BALTIC TERN") is the item of the plain name; a reference
//     of parts joined by slashes ("BRO/D/170") is a code, not a number (identifiers.ts).
// 92: a colon length of time ("3:45") in a column that writes minutes and seconds — a header's "(m:ss)", a value
//     only minutes and seconds can be ("62:30", "5:30 min", "1:02:10"), here or in the folder's other files — is
//     minutes and seconds, as is one whose column the folder states otherwise in minutes of that size ("Duration
//     (mins)": 3.5); "H:MM:SS" under a label naming a length of time is one (number-style.ts decideColonOrder); a
//     bare share of one ("attendance: 0.92") in a column the folder states in percent is that percentage.
// 93: a column headed as a name with a qualifier in brackets ("Name (standardised)") names its rows (vocabulary.ts
//     isNameKey); capitals and several groups of digits ("SH 6640 5960", a grid reference) are a code (identifiers.ts);
//     a record's list of objects told apart only by a day or a month (a show's "slots") is parts of it (json.ts).
// 94: contacts (vCard), calendars (iCalendar) and family trees (GEDCOM) are read as records, a contact, event or
//     person each (formats/content-lines.ts, formats/gedcom.ts, resources/ingest/record-tags.tsv; GEDCOM dates in
//     words, "ABT 1790" → "about 1790", "JUN 1762" → "Jun 1762"); a table keyed by
//     a first column of codes under a kind header ("Group", "Rope") files its rows as that kind, and a column writing
//     its own header and a number ("Stage 1") names none of them (naming.ts keyColumnKind, numberedByHeader).
// 95: a Markdown card titled by its first line and named by the code its file is named by; paragraphs opened by a
//     field of codes are items (records.ts leadingNames); a repeating text column names no row beside a first column
//     of codes, and a name-like column of codes only yields to an identifier before it; a column headed by the
//     folder's kind, and a surname and a given-name column, keep their rows' names;
//     "SURNAME, Given" names a person; camel-case JSON keys, "<kind>Name" fields, and a record's nested members filed
//     under it (json.ts).
// 96: an HTML page of cards read as a reader reads it (a card's own "Key: value" lines, lists and dl inside it, a line
//     by its class or by the lead words most cards share, a run of sibling cards among other elements; html.ts
//     cardUnits); fields on one line apart by a middle dot or bar (kv.ts fieldsOnOneLine); a sheet titled by a name
//     and a value two fields state is the name's (assemble.ts nameBeforeStatedValue); JSON names written in parts,
//     codes a legend of the file spells out, an inner identifier where the names items give are shared, and items
//     no field names named as a table's rows (json.ts).
// 97: items told only in prose, named by a code of a family of the folder's records or leading a paragraph by a name
//     no record has, read by what the family's fields hold (prose-items.ts, folder-prose.ts); a prose section reads
//     a field's label before a value of its sort, a category's word written small, an amount after its currency
//     sign, a date of the one field of dates, a number followed by its label's words (section-prose.ts); a Markdown
//     list of records each opening with a name field is an item per record (records.ts listRecords).
// 98: volumes in cubic feet and inches ("12 cu ft"), heights in metres above sea level as Norwegian and Swedish
//     write them ("1222 moh.", "360 m ö.h."): resources/units/units.tsv.
// 99: a document's note of its unit may end in a remark in brackets ("All values in INCHES (read at 0900 GMT)."):
//     skg/values/document-units.ts.
// 100: a label's quantities of a dimension of their own, a column's worth consistently so in their documents, are a
//      layout of their own however few of the label's values they are (skg/schema/layouts.ts).
// 101: a title opening with the word its folder is the plural of, whose rest is the file's own name, names the rest
//      ("Stasjon Finse" of stasjoner/finse.md: ingest/naming.ts nameAfterKindWord).
// 102: names and records a file's layout gives as its folder writes them: a sheet titled by a few words and the code a
//      field of it states, however its fields are laid out, a page whose breadcrumb ends with its file's code, a
//      title's name before brackets a field states, the part of a title that is its file's name (assemble.ts);
//      sibling sections headed by one word and a code each (section-items.ts); an asset's own codes never prefixed
//      by its make, titles above fields laid out one unit each (records.ts); a JSON name-like key holding an object
//      names nothing (naming.ts); a CSV preamble a blank line sets apart from a wider table (delimited.ts).
// 103: what became of an order or a booking and a heated room, in the ten languages' label words
//      (resources/lang/*/label-words.tsv): "Geleverd", "Livré", "Entregue" align with "Delivered".
// 104: records a layout names that were read as one page: a JSON collection's items by the field telling them apart
//      where a nested name is shared, the items of a plural made with -es ("proveedores"), a sheet whose file name
//      drops the space of its code ("ficha-8032ljm"), a file of fields alone by the field spelling its file's name
//      (assemble.ts); titled boxes of fields under one heading as sibling sections (records.ts); Czech, Finnish,
//      Hungarian and Romanian label, value, yes/no and calendar words (resources/lang/{cs,fi,hu,ro}).
// 105: a table's first column of codes under a kind and its code word ("Order no") names its rows where the column
//      beside it is headed by another kind (naming.ts); a JSON name key in another language ("namn", "nimi") and
//      name parts in Swedish, Norwegian, Danish, Finnish, Czech, Hungarian and Romanian (name-parts.tsv); a label
//      word two label words make together ("kundnummer", label-words.ts); "ort", "första", "ordrar" and kin.
// 106: unit words a language writes its own way, read in that language's records (language-units.ts,
//      resources/lang/*/units.tsv: "12 500 Ft" of a Hungarian price list is forint, "12 db" no decibels); "TL" is the
//      Turkish lira (units.tsv).
// 107: a table keyed by codes of the form the folder's other records of its kind are named by is named by them
//      (folder-naming.ts registerCodes: a kit list's TK-06 beside tank pages TK-01…); Croatian, Slovenian, Estonian
//      and Turkish label, value, yes/no, calendar and unit words (resources/lang/{hr,sl,et,tr}).
// 108: a document naming a unit's variant ("imperial gallons") reads its bare spellings so (document-units.ts);
//      Lithuanian, Latvian, Slovak, Icelandic, Welsh and Irish label, value, yes/no, calendar and unit words
//      (resources/lang/{lt,lv,sk,is,cy,ga}).
// 109: the register naming of 107 taken back (a table keyed by codes of the form other records are named by keeps
//      the names its rows took: a bookings diary's events are their names, though their sheets are named by refs).
export const FACTS_VERSION = 109;
