// English and German text of the demo's content pages: code of conduct, accessibility statement, app install
// guide and the venue map. Bodies are rich text (the sectionHeading and heroImageBlade bodies are sanitised HTML).

type Pair = readonly [en: string, de: string];

const SAFETY_EMAIL = 'safety@nimbusconf.example.com';
const ACCESS_EMAIL = 'access@nimbusconf.example.com';
const SAFETY_PHONE = '+1 206 555 0142';

const mail = (address: string) => `<a href="mailto:${address}">${address}</a>`;
const phone = `<a href="tel:${SAFETY_PHONE.replace(/ /g, '')}">${SAFETY_PHONE}</a>`;

/** The intro under each page's title: the same in every phase (the pages' phase notes read like placeholders). */
export const CONTENT_PAGE_NOTES: Record<string, Pair> = {
  'code-of-conduct': [
    'Nimbus 2027 is for everyone who builds software. Everyone taking part, in Seattle or online, agrees to this code of conduct: attendees, speakers, sponsors, exhibitors, volunteers and staff.',
    'Nimbus 2027 ist für alle, die Software bauen. Alle Beteiligten, in Seattle oder online, stimmen diesem Verhaltenskodex zu: Teilnehmende, Sprechende, Sponsoren, Aussteller, Freiwillige und das Team.',
  ],
  accessibility: [
    'We want everyone to be able to take part in Nimbus 2027, at the venue and online. This statement says what we do, where we fall short and how to ask for what you need.',
    'Alle sollen an Nimbus 2027 teilnehmen können, vor Ort und online. Diese Erklärung beschreibt, was wir tun, wo es noch Lücken gibt und wie Sie um Unterstützung bitten.',
  ],
  install: [
    'Install the Nimbus 2027 site as an app: it opens from your home screen or dock in its own window, starts faster and keeps your schedule available when the venue Wi-Fi is busy.',
    'Installieren Sie die Nimbus-2027-Website als App: Sie öffnet sich vom Startbildschirm oder Dock in einem eigenen Fenster, startet schneller und zeigt Ihren Zeitplan auch, wenn das WLAN vor Ort überlastet ist.',
  ],
  map: [
    'Where the keynotes, breakouts, labs, expo and services are in the Seattle Convention Center, Arch building.',
    'Wo Keynotes, Breakouts, Labs, Ausstellung und Services im Seattle Convention Center, Arch-Gebäude, zu finden sind.',
  ],
  'interactive-map': [
    'Every room and service of the venue has a numbered pin. Choose one to see what is there; the list beside the map names them all.',
    'Jeder Raum und jeder Service hat eine nummerierte Markierung. Wählen Sie eine, um zu sehen, was sich dort befindet; die Liste neben der Karte nennt alle.',
  ],
};

const CONDUCT: Record<string, Pair> = {
  'translate.code-of-conduct.pledge.heading': ['Our commitment', 'Unser Versprechen'],
  'translate.code-of-conduct.pledge.body': [
    '<p>We are dedicated to a harassment-free conference for everyone, regardless of gender, gender identity and expression, age, sexual orientation, disability, physical appearance, body size, race, ethnicity, religion or belief, nationality, or technology choices. This applies to every session, the expo, social events, online chats and the event’s social media.</p>',
    '<p>Wir stehen für eine Konferenz ohne Belästigung für alle, unabhängig von Geschlecht, Geschlechtsidentität und -ausdruck, Alter, sexueller Orientierung, Behinderung, Aussehen, Körpergröße, Herkunft, Religion oder Weltanschauung, Nationalität oder Technologiewahl. Das gilt für alle Sessions, die Ausstellung, Abendveranstaltungen, Online-Chats und die Social-Media-Kanäle der Veranstaltung.</p>',
  ],
  'translate.code-of-conduct.expected.heading': ['What we expect', 'Was wir erwarten'],
  'translate.code-of-conduct.expected.body': [
    '<ul><li>Be respectful and considerate, in person and online.</li><li>Give others room to speak, and listen.</li><li>Ask before you photograph or record someone; respect the “no photos” lanyards.</li><li>Follow the instructions of event staff and venue security.</li><li>Look out for each other: if someone seems to be in distress, tell a member of staff.</li></ul>',
    '<ul><li>Seien Sie respektvoll und rücksichtsvoll, vor Ort und online.</li><li>Lassen Sie andere zu Wort kommen und hören Sie zu.</li><li>Fragen Sie, bevor Sie jemanden fotografieren oder aufnehmen; achten Sie auf die Bänder „Keine Fotos“.</li><li>Folgen Sie den Anweisungen des Teams und des Sicherheitsdienstes.</li><li>Achten Sie aufeinander: Wenn jemand Hilfe zu brauchen scheint, sagen Sie es dem Team.</li></ul>',
  ],
  'translate.code-of-conduct.unacceptable.heading': ['What is not acceptable', 'Was nicht akzeptabel ist'],
  'translate.code-of-conduct.unacceptable.body': [
    '<ul><li>Offensive comments or jokes about anyone’s identity or body.</li><li>Sexual images or language in talks, booths, chats or slides.</li><li>Intimidation, stalking, following, or unwelcome physical contact or attention.</li><li>Photographing or recording people who asked not to be.</li><li>Sustained disruption of talks or other events.</li><li>Advocating for, or encouraging, any of the above.</li></ul>',
    '<ul><li>Beleidigende Bemerkungen oder Witze über die Identität oder den Körper anderer.</li><li>Sexuelle Bilder oder Sprache in Vorträgen, an Ständen, in Chats oder auf Folien.</li><li>Einschüchterung, Stalking, Verfolgen sowie unerwünschter Körperkontakt oder unerwünschte Aufmerksamkeit.</li><li>Fotografieren oder Aufnehmen von Personen, die das nicht möchten.</li><li>Anhaltendes Stören von Vorträgen oder anderen Veranstaltungen.</li><li>Das Befürworten oder Fördern von alledem.</li></ul>',
  ],
  'translate.code-of-conduct.report.heading': ['How to report', 'So melden Sie einen Vorfall'],
  'translate.code-of-conduct.report.body': [
    `<p>If you experience or witness anything that breaks this code, or have any other concern, tell us in whichever way is easiest for you:</p><ul><li>at the info desk in the Arch lobby, or to any staff member in a purple “Nimbus crew” shirt;</li><li>by phone or text to the safety team, ${phone}, staffed around the clock from May 17 to May 20;</li><li>by email to ${mail(SAFETY_EMAIL)}, also for online chats and sessions.</li></ul><p>You can report anonymously. In an emergency, call 911 first.</p>`,
    `<p>Wenn Sie etwas erleben oder beobachten, das gegen diesen Kodex verstößt, oder ein anderes Anliegen haben, sagen Sie es uns auf dem für Sie einfachsten Weg:</p><ul><li>am Infoschalter in der Arch-Lobby oder bei jedem Teammitglied im lila „Nimbus crew“-Shirt;</li><li>per Anruf oder SMS an das Sicherheitsteam, ${phone}, vom 17. bis 20. Mai rund um die Uhr erreichbar;</li><li>per E-Mail an ${mail(SAFETY_EMAIL)}, auch für Online-Chats und -Sessions.</li></ul><p>Sie können anonym melden. Im Notfall rufen Sie zuerst 911 an.</p>`,
  ],
  'translate.code-of-conduct.after.heading': ['What happens next', 'Wie es weitergeht'],
  'translate.code-of-conduct.after.body': [
    '<p>A trained member of the safety team will listen, help you feel safe, and can accompany you to a quiet room, venue security or local services. Reports are handled confidentially and only shared with the people who need to act on them. We follow up on every report within 24 hours during the event and within three business days afterwards.</p>',
    '<p>Ein geschultes Mitglied des Sicherheitsteams hört Ihnen zu, hilft Ihnen, sich sicher zu fühlen, und kann Sie zu einem Ruheraum, zum Sicherheitsdienst oder zu örtlichen Stellen begleiten. Meldungen werden vertraulich behandelt und nur mit den Personen geteilt, die handeln müssen. Während der Veranstaltung melden wir uns innerhalb von 24 Stunden, danach innerhalb von drei Werktagen.</p>',
  ],
  'translate.code-of-conduct.consequences.heading': ['Consequences', 'Konsequenzen'],
  'translate.code-of-conduct.consequences.body': [
    '<p>Anyone asked to stop unacceptable behavior must stop at once. The organizers may take any action they consider appropriate, from a warning to removal from the event without a refund, removal of a talk or booth, and exclusion from future Nimbus events.</p>',
    '<p>Wer aufgefordert wird, inakzeptables Verhalten zu beenden, muss sofort aufhören. Das Organisationsteam kann jede angemessene Maßnahme ergreifen, von einer Verwarnung über den Ausschluss von der Veranstaltung ohne Erstattung und das Entfernen eines Vortrags oder Stands bis zum Ausschluss von künftigen Nimbus-Veranstaltungen.</p>',
  ],
  'translate.code-of-conduct.live.notice': [
    `The safety team is on call now: ${SAFETY_PHONE} (call or text), or come to the info desk in the Arch lobby.`,
    `Das Sicherheitsteam ist jetzt erreichbar: ${SAFETY_PHONE} (Anruf oder SMS), oder kommen Sie zum Infoschalter in der Arch-Lobby.`,
  ],
};

const ACCESSIBILITY: Record<string, Pair> = {
  'translate.accessibility.venue.heading': ['At the venue', 'Vor Ort'],
  'translate.accessibility.venue.body': [
    '<ul><li>Step-free access from the Pine Street entrance to every hall; elevators next to the escalators reach Level 4.</li><li>Reserved seating for wheelchair users and their companions at the front of every room, and a hearing loop in Hall A.</li><li>ASL interpretation and live captions on the screens for all keynotes; captions in every breakout room.</li><li>A quiet room and a lactation room in the Arch lobby, open from 7:30 am until the last session.</li><li>All-gender restrooms on every level. Service animals are welcome; a relief area is outside the Pine Street entrance.</li></ul>',
    '<ul><li>Stufenloser Zugang vom Eingang Pine Street zu allen Hallen; Aufzüge neben den Rolltreppen führen zu Ebene 4.</li><li>Reservierte Plätze für Rollstuhlnutzende und ihre Begleitung vorne in jedem Raum sowie eine Induktionsschleife in Halle A.</li><li>Gebärdensprachdolmetschen (ASL) und Live-Untertitel auf den Bildschirmen bei allen Keynotes; Untertitel in allen Breakout-Räumen.</li><li>Ein Ruheraum und ein Stillraum in der Arch-Lobby, geöffnet ab 7:30 Uhr bis zur letzten Session.</li><li>Geschlechtsneutrale Toiletten auf jeder Ebene. Assistenztiere sind willkommen; eine Auslauffläche befindet sich vor dem Eingang Pine Street.</li></ul>',
  ],
  'translate.accessibility.online.heading': ['Online and on this site', 'Online und auf dieser Website'],
  'translate.accessibility.online.body': [
    '<p>This site aims to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. Every page works with a keyboard and screen readers, and is tested with automated checks and by people who use assistive technology. Live streams have captions in English, German and Japanese; recordings have captions and transcripts within 48 hours.</p>',
    '<p>Diese Website soll die Web Content Accessibility Guidelines (WCAG) 2.2 auf Stufe AA erfüllen. Alle Seiten lassen sich mit Tastatur und Screenreader bedienen und werden automatisiert sowie von Menschen geprüft, die assistive Technologien nutzen. Livestreams haben Untertitel auf Englisch, Deutsch und Japanisch; Aufzeichnungen erhalten Untertitel und Transkripte innerhalb von 48 Stunden.</p>',
  ],
  'translate.accessibility.limits.heading': ['Known limitations', 'Bekannte Einschränkungen'],
  'translate.accessibility.limits.body': [
    '<ul><li>The venue map is a picture: the interactive map lists every room as text, and the info desk can describe routes.</li><li>Some partner stories and older recordings from 2026 have no transcripts yet.</li><li>Hands-on lab environments come from partners and may not work with every screen reader; lab proctors can help.</li></ul>',
    '<ul><li>Der Lageplan ist ein Bild: Die interaktive Karte listet alle Räume als Text, und der Infoschalter beschreibt Wege.</li><li>Einige Partnergeschichten und ältere Aufzeichnungen von 2026 haben noch keine Transkripte.</li><li>Die Umgebungen der Hands-on-Labs stammen von Partnern und funktionieren nicht mit jedem Screenreader; das Lab-Team hilft.</li></ul>',
  ],
  'translate.accessibility.request.heading': ['Ask for what you need', 'Bitten Sie um Unterstützung'],
  'translate.accessibility.request.body': [
    `<p>Tell us about any accommodation you need when you register, or email ${mail(ACCESS_EMAIL)}. Requests received by May 1 are guaranteed; we do our best with later ones. If something on this site does not work for you, write to the same address: we answer within two business days.</p><p>This statement was last reviewed on March 1, 2027.</p>`,
    `<p>Nennen Sie benötigte Unterstützung bei der Registrierung oder schreiben Sie an ${mail(ACCESS_EMAIL)}. Anfragen bis 1. Mai sind garantiert; spätere erfüllen wir nach Möglichkeit. Wenn etwas auf dieser Website für Sie nicht funktioniert, schreiben Sie an dieselbe Adresse: Wir antworten innerhalb von zwei Werktagen.</p><p>Diese Erklärung wurde zuletzt am 1. März 2027 überprüft.</p>`,
  ],
  'translate.accessibility.live.notice': [
    'Need help getting around today? Ask at the info desk in the Arch lobby: staff can guide you or arrange a wheelchair.',
    'Brauchen Sie heute Hilfe, um sich zurechtzufinden? Fragen Sie am Infoschalter in der Arch-Lobby: Das Team begleitet Sie oder organisiert einen Rollstuhl.',
  ],
};

const INSTALL: Record<string, Pair> = {
  'translate.install.what.heading': ['What installing means', 'Was Installieren bedeutet'],
  'translate.install.what.body': [
    '<p>The app is this website, added to your device: nothing is downloaded from an app store and no extra permissions are asked. It keeps you signed in, saves your schedule and the venue map for when you are offline, and can show reminders for your sessions if you allow notifications. Removing it is like removing any other app.</p>',
    '<p>Die App ist diese Website, zu Ihrem Gerät hinzugefügt: Nichts wird aus einem App Store geladen, und es werden keine zusätzlichen Berechtigungen verlangt. Sie bleiben angemeldet, Zeitplan und Lageplan sind auch offline verfügbar, und wenn Sie Benachrichtigungen erlauben, erinnert die App an Ihre Sessions. Sie entfernen sie wie jede andere App.</p>',
  ],
  'translate.install.android.heading': ['On an Android phone', 'Auf einem Android-Smartphone'],
  'translate.install.android.body': [
    '<ol><li>Open this site in Chrome, Edge or Samsung Internet.</li><li>Choose <strong>Install</strong> in the banner at the top of the page, or open the browser menu and choose <strong>Install app</strong> (or <strong>Add to home screen</strong>).</li><li>Confirm. Nimbus 2027 appears on your home screen.</li></ol>',
    '<ol><li>Öffnen Sie diese Website in Chrome, Edge oder Samsung Internet.</li><li>Wählen Sie <strong>Installieren</strong> im Banner oben auf der Seite, oder öffnen Sie das Browsermenü und wählen Sie <strong>App installieren</strong> (oder <strong>Zum Startbildschirm hinzufügen</strong>).</li><li>Bestätigen Sie. Nimbus 2027 erscheint auf Ihrem Startbildschirm.</li></ol>',
  ],
  'translate.install.ios.heading': ['On an iPhone or iPad', 'Auf einem iPhone oder iPad'],
  'translate.install.ios.body': [
    '<ol><li>Open this site in Safari.</li><li>Tap the <strong>Share</strong> button, then <strong>Add to Home Screen</strong>.</li><li>Tap <strong>Add</strong>. Open Nimbus 2027 from your home screen and sign in once.</li></ol>',
    '<ol><li>Öffnen Sie diese Website in Safari.</li><li>Tippen Sie auf <strong>Teilen</strong> und dann auf <strong>Zum Home-Bildschirm</strong>.</li><li>Tippen Sie auf <strong>Hinzufügen</strong>. Öffnen Sie Nimbus 2027 vom Home-Bildschirm und melden Sie sich einmal an.</li></ol>',
  ],
  'translate.install.desktop.heading': ['On a computer', 'Auf einem Computer'],
  'translate.install.desktop.body': [
    '<ol><li>Open this site in Chrome or Edge (on a Mac, Safari works too: <strong>File</strong>, <strong>Add to Dock</strong>).</li><li>Select the install icon at the right of the address bar, or choose <strong>Install Nimbus 2027</strong> in the browser menu.</li><li>The app opens in its own window and appears with your other apps.</li></ol>',
    '<ol><li>Öffnen Sie diese Website in Chrome oder Edge (auf dem Mac auch in Safari: <strong>Ablage</strong>, <strong>Zum Dock hinzufügen</strong>).</li><li>Wählen Sie das Installationssymbol rechts in der Adressleiste, oder wählen Sie <strong>Nimbus 2027 installieren</strong> im Browsermenü.</li><li>Die App öffnet sich in einem eigenen Fenster und erscheint bei Ihren anderen Apps.</li></ol>',
  ],
  'translate.install.remove.heading': ['Removing the app', 'Die App entfernen'],
  'translate.install.remove.body': [
    '<p>On a phone, press and hold the icon and choose <strong>Remove</strong> or <strong>Uninstall</strong>. On a computer, open the app’s menu (the three dots in its title bar) and choose <strong>Uninstall</strong>. Your schedule and favorites stay in your account.</p>',
    '<p>Auf dem Smartphone halten Sie das Symbol gedrückt und wählen <strong>Entfernen</strong> oder <strong>Deinstallieren</strong>. Auf dem Computer öffnen Sie das Menü der App (die drei Punkte in der Titelleiste) und wählen <strong>Deinstallieren</strong>. Zeitplan und Favoriten bleiben in Ihrem Konto.</p>',
  ],
};

const MAP: Record<string, Pair> = {
  'translate.map.venue.heading': ['What is where', 'Was ist wo'],
  'translate.map.venue.body': [
    '<ul><li><strong>Hall A</strong>: keynotes on the Main Stage.</li><li><strong>Level 4</strong>: breakout rooms 401 to 410, by the escalators or elevators in the Arch lobby.</li><li><strong>Hall B</strong>: the Learning Zone with the hands-on labs.</li><li><strong>Expo hall</strong>: Expo Theaters 1 to 4 and the Roundtable Lounge (tables 1 to 4).</li><li><strong>Arch lobby</strong>: registration, the info desk, the quiet room and the lactation room.</li></ul>',
    '<ul><li><strong>Halle A</strong>: Keynotes auf der Main Stage.</li><li><strong>Ebene 4</strong>: Breakout-Räume 401 bis 410, über Rolltreppen oder Aufzüge in der Arch-Lobby.</li><li><strong>Halle B</strong>: die Learning Zone mit den Hands-on-Labs.</li><li><strong>Ausstellungshalle</strong>: Expo Theater 1 bis 4 und die Roundtable Lounge (Tische 1 bis 4).</li><li><strong>Arch-Lobby</strong>: Registrierung, Infoschalter, Ruheraum und Stillraum.</li></ul>',
  ],
  'translate.map.venue.alt': [
    'Floor plan of the Arch building: Hall A on the left, Level 4 with rooms 401 to 410 at the top right, Hall B and the expo hall below it, and the Arch lobby with the entrance at the bottom left.',
    'Grundriss des Arch-Gebäudes: Halle A links, Ebene 4 mit den Räumen 401 bis 410 oben rechts, darunter Halle B und die Ausstellungshalle, unten links die Arch-Lobby mit dem Eingang.',
  ],
  'translate.map.interactive.heading': ['Looking for a room?', 'Suchen Sie einen Raum?'],
  'translate.map.interactive.body': ['The interactive map points to every room and service.', 'Die interaktive Karte zeigt jeden Raum und jeden Service.'],
  'translate.map.interactive.button': ['Open the interactive map', 'Interaktive Karte öffnen'],
  'translate.map.live.notice': [
    'Venue update: the Level 4 escalators are closed until 10 am; use the elevators next to them.',
    'Hinweis: Die Rolltreppen zu Ebene 4 sind bis 10 Uhr gesperrt; nutzen Sie die Aufzüge daneben.',
  ],
};

/**
 * A long page's sections: each section's body starts with its level-two heading (`translate.{page}.{section}.body`),
 * so the sections read as one document under the page's title rather than as a row of section introducers.
 */
function sections(texts: Record<string, Pair>): Record<string, Pair> {
  const out: Record<string, Pair> = {};
  for (const [key, pair] of Object.entries(texts)) {
    if (key.endsWith('.heading')) continue;
    const heading = texts[key.replace(/\.body$/, '.heading')];
    out[key] = key.endsWith('.body') && heading ? [`<h2>${heading[0]}</h2>${pair[0]}`, `<h2>${heading[1]}</h2>${pair[1]}`] : pair;
  }
  return out;
}

/** Every key of the content pages' sections, in both languages. */
export const CONTENT_PAGE_TEXT: Record<string, Pair> = { ...sections(CONDUCT), ...sections(ACCESSIBILITY), ...sections(INSTALL), ...MAP };
