// English and German text of the demo's translate.* keys. Page-note keys of the catalogue and
// static pages are built from PAGE_TITLES; everything else is listed here.

type Pair = readonly [en: string, de: string];

export const PAGE_TITLES: Record<string, Pair> = {
  sessions: ['Session catalog', 'Sessionkatalog'],
  speakers: ['Speakers', 'Sprecherinnen und Sprecher'],
  experts: ['Meet the experts', 'Treffen Sie die Expertinnen und Experten'],
  sponsors: ['Sponsors', 'Sponsoren'],
  exhibitors: ['Exhibitors', 'Aussteller'],
  partners: ['Partners', 'Partner'],
  'sponsor-directory': ['Sponsor directory', 'Sponsorenverzeichnis'],
  'partner-stories': ['Partner stories', 'Partnergeschichten'],
  schedule: ['My schedule', 'Mein Zeitplan'],
  favorites: ['Favorites', 'Favoriten'],
  evaluations: ['Evaluations', 'Bewertungen'],
  attendees: ['Attendee directory', 'Teilnehmerverzeichnis'],
  meetings: ['My meetings', 'Meine Meetings'],
  archives: ['Archives', 'Archiv'],
  map: ['Venue map', 'Lageplan'],
  'interactive-map': ['Interactive map', 'Interaktive Karte'],
  'get-help': ['Get help', 'Hilfe'],
  accessibility: ['Accessibility', 'Barrierefreiheit'],
  'code-of-conduct': ['Code of conduct', 'Verhaltenskodex'],
  confidentiality: ['Confidentiality', 'Vertraulichkeit'],
  'digital-swag': ['Digital swag', 'Digitale Goodies'],
  'social-swag': ['Social swag', 'Social-Media-Goodies'],
  'signature-pass': ['Signature pass', 'Signature Pass'],
  blog: ['Blog', 'Blog'],
  awards: ['Awards', 'Auszeichnungen'],
  'get-started': ['Get started', 'Jetzt starten'],
  'event-guide': ['Event guide', 'Veranstaltungsführer'],
  'seattle-event-guide': ['Seattle event guide', 'Seattle-Reiseführer'],
  'executive-connections': ['Executive connections', 'Executive Connections'],
  'roundtable-conditions': ['Roundtable conditions', 'Bedingungen für Roundtables'],
  'app-consult': ['App consult', 'App-Beratung'],
  'app-consult-terms': ['App consult terms', 'Bedingungen der App-Beratung'],
  usercontent: ['User content', 'Nutzerinhalte'],
  'coming-soon': ['Coming soon', 'Demnächst verfügbar'],
  locale: ['Choose your language', 'Sprache wählen'],
  discover: ['Discover', 'Entdecken'],
  'mobile-experience': ['Mobile experience', 'Mobile App'],
  install: ['Install the app', 'App installieren'],
  globalchat: ['Global chat', 'Globaler Chat'],
  'chat-keynote': ['Keynote chat', 'Keynote-Chat'],
};

export const PHASE_NOTES: Record<'pre' | 'live' | 'post', Pair> = {
  pre: ['Nimbus 2027 takes place in Seattle and online on May 18–20, 2027. More details arrive as the event approaches.', 'Nimbus 2027 findet vom 18. bis 20. Mai 2027 in Seattle und online statt. Weitere Details folgen in Kürze.'],
  live: ['Nimbus 2027 is live. Everything on this page is updated throughout the day.', 'Nimbus 2027 läuft. Alles auf dieser Seite wird im Laufe des Tages aktualisiert.'],
  post: ['Thank you for joining Nimbus 2027. Recordings and resources stay available on demand.', 'Danke für Ihre Teilnahme an Nimbus 2027. Aufzeichnungen und Materialien bleiben auf Abruf verfügbar.'],
};

/**
 * Pages whose main content is a data block say what the visitor can do there, in every phase, instead of the
 * general phase note (which reads like a placeholder above a full catalog).
 */
export const PAGE_NOTES: Record<string, Pair> = {
  globalchat: ['Talk with everyone at Nimbus 2027, in Seattle and online. Be kind: the code of conduct applies here too.', 'Sprechen Sie mit allen auf der Nimbus 2027, in Seattle und online. Bleiben Sie freundlich: Der Verhaltenskodex gilt auch hier.'],
  'chat-keynote': ['Chat along with the opening keynote and ask the speakers your questions.', 'Chatten Sie während der Eröffnungs-Keynote mit und stellen Sie den Sprechenden Ihre Fragen.'],
  sessions: ['Search every session by topic, level, speaker and day, save the ones you want and build your schedule.', 'Durchsuchen Sie alle Sessions nach Thema, Level, Sprecher und Tag, merken Sie sich Ihre Favoriten und planen Sie Ihren Zeitplan.'],
  speakers: ['The people on stage at Nimbus 2027: engineers, researchers and product leads. Open a profile to see their sessions.', 'Die Menschen auf der Bühne der Nimbus 2027: Engineers, Forschende und Produktverantwortliche. Öffnen Sie ein Profil, um ihre Sessions zu sehen.'],
  experts: ['Book time with the experts at the Nimbus 2027 Expert Connect area, in Seattle and online.', 'Buchen Sie Zeit mit den Expertinnen und Experten im Expert-Connect-Bereich der Nimbus 2027, in Seattle und online.'],
  schedule: ['Your sessions, meetings and appointments in one place, with clashes flagged and free time shown.', 'Ihre Sessions, Meetings und Termine an einem Ort, mit markierten Überschneidungen und freien Zeiten.'],
  favorites: ['The sessions, speakers and companies you saved.', 'Die Sessions, Sprecher und Unternehmen, die Sie gespeichert haben.'],
  attendees: ['Find other attendees who joined the directory and start a conversation or book a meeting.', 'Finden Sie andere Teilnehmende im Verzeichnis und starten Sie ein Gespräch oder buchen Sie ein Meeting.'],
  meetings: ['Your meetings with other attendees and experts: invitations, answers and messages.', 'Ihre Meetings mit anderen Teilnehmenden und Fachleuten: Einladungen, Antworten und Nachrichten.'],
  evaluations: ['Tell us what you thought of the sessions you attended. Each evaluation takes about a minute.', 'Sagen Sie uns, wie Ihnen die besuchten Sessions gefallen haben. Jede Bewertung dauert etwa eine Minute.'],
};

export const CONTENT_TEXT: Record<string, Pair> = {
  'translate.home.hero.title': ['Build what is next', 'Gestalten Sie, was als Nächstes kommt'],
  'translate.home.hero.title-2027': ['Build what is next with AI, cloud and data', 'Gestalten Sie die Zukunft mit KI, Cloud und Daten'],
  'translate.home.hero.subtitle': ['Seattle and online · May 18–20, 2027', 'Seattle und online · 18.–20. Mai 2027'],
  'translate.home.hero.register': ['Register now', 'Jetzt registrieren'],
  'translate.home.hero.watch-trailer': ['Watch the trailer', 'Trailer ansehen'],
  'translate.home.announcement.early-bird': ['Early-bird pricing ends February 28.', 'Frühbucherpreise gelten bis 28. Februar.'],
  'translate.home.announcement.register': ['Register', 'Registrieren'],
  'translate.banner.early-bird': ['Early-bird registration ends <strong>February 28</strong>.', 'Die Frühbucher-Registrierung endet am <strong>28. Februar</strong>.'],
  'translate.banner.early-bird-ai-day': [
    'Early-bird registration ends <strong>February 28</strong>. New this year: AI Builders Day on May 17.',
    'Die Frühbucher-Registrierung endet am <strong>28. Februar</strong>. Neu in diesem Jahr: der AI Builders Day am 17. Mai.',
  ],
  // The venue map's settings (pins of the lobby's services, the footer).
  'translate.venue.registration': ['Registration', 'Anmeldung'],
  'translate.venue.info-desk': ['Info desk and help', 'Infostand und Hilfe'],
  'translate.venue.quiet-room': ['Quiet room and lactation room', 'Ruheraum und Stillraum'],
  'translate.venue.footer': [
    'Seattle Convention Center, Arch building. Level 4 is reached by the escalators in the Arch lobby, next to the quiet room.',
    'Seattle Convention Center, Arch-Gebäude. Ebene 4 erreichen Sie über die Rolltreppen in der Arch-Lobby, neben dem Ruheraum.',
  ],
  'translate.banner.on-demand': ['Nimbus 2027 is on demand: every keynote and breakout.', 'Nimbus 2027 auf Abruf: alle Keynotes und Breakouts.'],
  'translate.home.announcement.live': ['Doors open at 7:30 am. Bring your badge.', 'Einlass ab 7:30 Uhr. Bitte Badge mitbringen.'],
  'translate.home.announcement.map': ['Open the venue map', 'Lageplan öffnen'],
  'translate.home.countdown.heading': ['The opening keynote starts in', 'Die Eröffnungskeynote beginnt in'],
  'translate.home.next-year.heading': ['Nimbus 2028 starts in', 'Nimbus 2028 beginnt in'],
  'translate.home.intro.heading': ['Three days for people who build software', 'Drei Tage für Menschen, die Software bauen'],
  'translate.home.intro.subheading': ['400 sessions, 250 speakers, one community', '400 Sessions, 250 Sprecher, eine Community'],
  'translate.home.intro.body': ['Deep dives into cloud, AI, data, security and developer tools, with hands-on labs and the people who build them.', 'Deep Dives zu Cloud, KI, Daten, Sicherheit und Entwicklerwerkzeugen, mit Hands-on-Labs und den Menschen dahinter.'],
  'translate.home.tabs.sessions': ['Sessions', 'Sessions'],
  'translate.home.tabs.speakers': ['Speakers', 'Sprecher'],
  'translate.home.tabs.venue': ['Venue', 'Veranstaltungsort'],
  'translate.home.tabs.recap': ['Recap', 'Rückblick'],
  'translate.home.tabs.labs': ['Labs', 'Labs'],
  'translate.home.promoted.heading': ['Featured sessions', 'Empfohlene Sessions'],
  'translate.home.speakers.heading': ['Featured speakers', 'Ausgewählte Sprecher'],
  'translate.home.venue.heading': ['Seattle Convention Center', 'Seattle Convention Center'],
  'translate.home.venue.body': ['Walking distance from downtown hotels, with quiet rooms and a lactation room on every level.', 'Fußläufig zu den Hotels in der Innenstadt, mit Ruheräumen und Stillräumen auf jeder Etage.'],
  'translate.home.recap.heading': ['That was Nimbus 2027', 'Das war Nimbus 2027'],
  'translate.home.recap.body': ['12,000 attendees in Seattle and 180,000 online.', '12.000 Teilnehmende in Seattle und 180.000 online.'],
  'translate.home.labs.heading': ['Hands-on labs', 'Hands-on-Labs'],
  'translate.home.labs.body': ['Self-paced labs run all day in the Learning Zone.', 'Labs zum Selbstlernen laufen den ganzen Tag in der Learning Zone.'],
  'translate.home.agenda.title': ['At a glance', 'Auf einen Blick'],
  'translate.home.festival.expo.title': ['Expo hall', 'Ausstellungshalle'],
  'translate.home.festival.expo.body': ['Meet 60 companies and their engineers.', 'Treffen Sie 60 Unternehmen und ihre Entwickler.'],
  'translate.home.festival.labs.title': ['Learning Zone', 'Learning Zone'],
  'translate.home.festival.labs.body': ['Fifty-two self-paced labs.', 'Zweiundfünfzig Labs zum Selbstlernen.'],
  'translate.home.festival.community.title': ['Community hub', 'Community-Treffpunkt'],
  'translate.home.festival.community.body': ['Meetups, roundtables and open-source office hours.', 'Meetups, Roundtables und Open-Source-Sprechstunden.'],
  'translate.home.festival.ai-day.title': ['AI Builders Day', 'AI Builders Day'],
  'translate.home.festival.ai-day.body': ['A pre-day of workshops on May 17.', 'Ein Workshop-Vortag am 17. Mai.'],
  'translate.home.venue-updates.text': ['Venue update: the Level 4 escalators are closed until 10 am.', 'Hinweis: Die Rolltreppen zu Ebene 4 sind bis 10 Uhr gesperrt.'],
  'translate.home.signup.heading': ['Make the most of Nimbus', 'Holen Sie das Beste aus Nimbus heraus'],
  'translate.home.signup.body': ['Sign in to build your schedule and get recommendations.', 'Melden Sie sich an, um Ihren Zeitplan zu erstellen und Empfehlungen zu erhalten.'],
  'translate.home.signup.button': ['Sign in', 'Anmelden'],
  'translate.home.map.heading': ['Find your way', 'Finden Sie sich zurecht'],
  'translate.home.map.body': ['The interactive map shows rooms, food and quiet spaces.', 'Die interaktive Karte zeigt Räume, Essen und Ruhezonen.'],
  'translate.home.map.button': ['Open the map', 'Karte öffnen'],
  'translate.home.registration-reminder.text': ['Registration closes May 10.', 'Die Registrierung endet am 10. Mai.'],
  'translate.home.faq.title': ['Frequently asked questions', 'Häufige Fragen'],
  'translate.home.faq.badge.q': ['Where do I pick up my badge?', 'Wo erhalte ich mein Badge?'],
  'translate.home.faq.badge.a': ['At registration in the Arch lobby from May 17, noon.', 'An der Registrierung in der Arch-Lobby ab 17. Mai, 12 Uhr.'],
  'translate.home.faq.wifi.q': ['Is there Wi-Fi?', 'Gibt es WLAN?'],
  'translate.home.faq.wifi.a': ['Yes: network Nimbus2027, no password.', 'Ja: Netzwerk Nimbus2027, ohne Passwort.'],
  'translate.home.faq.recordings.q': ['Will sessions be recorded?', 'Werden die Sessions aufgezeichnet?'],
  'translate.home.faq.recordings.a': ['Keynotes and breakouts are recorded and available on demand within 48 hours.', 'Keynotes und Breakouts werden aufgezeichnet und sind innerhalb von 48 Stunden abrufbar.'],
  'translate.home.quote.1': ['“The best three days of my engineering year.”', '„Die besten drei Tage meines Entwicklerjahres.“'],
  'translate.home.quote.2': ['“I shipped what I learned in the labs the week after.”', '„Was ich in den Labs gelernt habe, war eine Woche später live.“'],
  'translate.home.quote.3': ['“The hallway track alone is worth the trip.”', '„Allein die Gespräche auf den Gängen sind die Reise wert.“'],
  'translate.home.sponsors.heading': ['Thanks to our sponsors', 'Danke an unsere Sponsoren'],
  'translate.home.sponsors.shuffle': ['Shuffle', 'Mischen'],
  'translate.home.sponsors.shuffle-text': ['Shuffling sponsors', 'Sponsoren werden gemischt'],
  'translate.home.sponsors.view-all': ['View all sponsors', 'Alle Sponsoren ansehen'],
  'translate.home.social.heading': ['Follow Nimbus', 'Folgen Sie Nimbus'],
  'translate.home.notice.live': ['The conference is live: what is on now and up next is below.', 'Die Konferenz läuft: Was gerade läuft und was als Nächstes kommt, steht unten.'],
  'translate.home.live.overlay': ['Live from Seattle', 'Live aus Seattle'],
  'translate.home.live.play': ['Watch live', 'Live ansehen'],
  'translate.home.happening.heading': ['Happening now', 'Gerade läuft'],
  'translate.home.post.heading': ['Nimbus 2027 on demand', 'Nimbus 2027 auf Abruf'],
  'translate.home.post.body': ['Every keynote and breakout, with captions in three languages.', 'Alle Keynotes und Breakouts, mit Untertiteln in drei Sprachen.'],
  'translate.home.highlights.heading': ['Highlights', 'Höhepunkte'],
  'translate.home.highlights.body': ['The most-watched sessions of the week.', 'Die meistgesehenen Sessions der Woche.'],
  'translate.home.on-demand.heading': ['Watch on demand', 'Auf Abruf ansehen'],
  'translate.home.on-demand.watch': ['Watch now', 'Jetzt ansehen'],
  'translate.home.toolbelt.menu': ['My tools', 'Meine Werkzeuge'],
  'translate.home.toolbelt.search': ['Search sessions, speakers and more', 'Sessions, Sprecher und mehr durchsuchen'],
  'translate.home.toolbelt.profile': ['Profile', 'Profil'],
  'translate.home.toolbelt.messages': ['Messages', 'Nachrichten'],
  'translate.home.toolbelt.meetings': ['Meetings', 'Meetings'],
  'translate.home.toolbelt.evaluations': ['Evaluations', 'Bewertungen'],
  'translate.home.evaluate.text': ['Tell us how it went: the conference evaluation is open.', 'Sagen Sie uns Ihre Meinung: Die Konferenzbewertung ist geöffnet.'],
  'translate.sessions.happening.heading': ['Live now and up next', 'Jetzt live und als Nächstes'],
  'translate.speakers.featured.heading': ['Keynote speakers', 'Keynote-Sprecher'],
  'translate.exhibitors.notes.heading': ['Some of this year’s exhibitors', 'Einige Aussteller dieses Jahres'],
  'translate.partners.notes.heading': ['Some of this year’s partners', 'Einige Partner dieses Jahres'],
  'translate.evaluations.conference.text': ['The conference evaluation is open until June 15.', 'Die Konferenzbewertung ist bis 15. Juni geöffnet.'],
  'translate.archives.hero.heading': ['Nimbus 2027 archive', 'Nimbus-2027-Archiv'],
  'translate.archives.hero.body': ['Recordings, slides and code from every session.', 'Aufzeichnungen, Folien und Code aller Sessions.'],
  'translate.digital-swag.item-1.title': ['Desktop wallpaper', 'Desktop-Hintergrund'],
  'translate.digital-swag.item-2.title': ['Phone wallpaper', 'Handy-Hintergrund'],
  'translate.digital-swag.item-3.title': ['Video call background', 'Hintergrund für Videocalls'],
  'translate.blog.posts.heading': ['Latest posts', 'Neueste Beiträge'],
  'translate.get-started.register.title': ['Register for Nimbus 2027', 'Für Nimbus 2027 registrieren'],
  'translate.get-started.register.subtitle': ['In person or online', 'Vor Ort oder online'],
  'translate.get-started.register.button': ['Start registration', 'Registrierung starten'],
  'translate.banner.catalog.title': ['Find your sessions', 'Finden Sie Ihre Sessions'],
  'translate.banner.catalog.subtitle': ['Filter by topic, level and day', 'Nach Thema, Level und Tag filtern'],
  'translate.banner.catalog.register': ['Register', 'Registrieren'],
  'translate.banner.sponsors.title': ['Our sponsors and partners', 'Unsere Sponsoren und Partner'],
  'translate.banner.speakers.title': ['Meet the speakers', 'Lernen Sie die Sprecher kennen'],
  'translate.banner.speakers.subtitle': ['Engineers, researchers and product leads from around the world', 'Engineers, Forschende und Produktverantwortliche aus aller Welt'],
  'translate.chat.placeholder.sessions': ['Ask about sessions…', 'Fragen Sie nach Sessions …'],
  'translate.chat.placeholder.directions': ['Ask for directions…', 'Fragen Sie nach dem Weg …'],
  'translate.chat.placeholder.food': ['Ask where to eat…', 'Fragen Sie, wo es Essen gibt …'],
  // Home: page meta, agenda and the on-demand hero's video.
  'translate.home.meta.description': ['Three days of cloud, AI, data and security for developers. Seattle and online, May 18–20, 2027.', 'Drei Tage Cloud, KI, Daten und Sicherheit für Entwicklerinnen und Entwickler. Seattle und online, 18.–20. Mai 2027.'],
  'translate.home.meta.og-description': ['Seattle and online, May 18–20, 2027.', 'Seattle und online, 18.–20. Mai 2027.'],
  'translate.home.agenda.registration': ['Registration and breakfast', 'Registrierung und Frühstück'],
  'translate.home.agenda.keynote-speaker': ['Nimbus leadership', 'Nimbus-Führungsteam'],
  'translate.home.agenda.celebration': ['Attendee celebration at the waterfront', 'Abendveranstaltung für Teilnehmende an der Waterfront'],
  'translate.home.post.video-alt': ['Highlights of Nimbus 2027', 'Höhepunkte der Nimbus 2027'],
  // The catalog, the schedule and the directories.
  'translate.sessions.catalog.heading': ['Browse the sessions', 'Sessions durchsuchen'],
  'translate.sessions.on-demand.text': ['Session recordings are now available on demand.', 'Die Aufzeichnungen der Sessions sind jetzt auf Abruf verfügbar.'],
  'translate.schedule.plan.heading': ['Your plan for the event', 'Ihr Plan für die Veranstaltung'],
  'translate.speakers.directory.heading': ['All speakers', 'Alle Sprecherinnen und Sprecher'],
  'translate.experts.directory.search': ['Search experts', 'Expertinnen und Experten suchen'],
  'translate.sponsors.directory.heading': ['All sponsors', 'Alle Sponsoren'],
  'translate.sponsor-directory.directory.search': ['Search sponsors, exhibitors and partners', 'Sponsoren, Aussteller und Partner durchsuchen'],
  'translate.partner-stories.directory.search': ['Search partner stories', 'Partnergeschichten durchsuchen'],
  'translate.attendees.directory.heading': ['Find attendees', 'Teilnehmende finden'],
  'translate.meetings.list.heading': ['Your meetings', 'Ihre Meetings'],
  // The detail pages: a session's, a speaker's or expert's, a company's, an attendee's and the profile.
  'translate.sessions-detail.back': ['All sessions', 'Alle Sessions'],
  'translate.sessions-detail.meta.pre-event': [
    'A session at the Nimbus Developer Conference 2027, Seattle and online, May 18–20: speakers, time, room and resources.',
    'Eine Session der Nimbus Developer Conference 2027, Seattle und online, 18.–20. Mai: Sprecher, Zeit, Raum und Materialien.',
  ],
  'translate.sessions-detail.meta.live': [
    'A session at the Nimbus Developer Conference 2027, live in Seattle and streamed online: speakers, time, room, live stream and resources.',
    'Eine Session der Nimbus Developer Conference 2027, live in Seattle und online übertragen: Sprecher, Zeit, Raum, Livestream und Materialien.',
  ],
  'translate.sessions-detail.meta.post-event': [
    'A session of the Nimbus Developer Conference 2027, on demand: recording, speakers, slides and resources.',
    'Eine Session der Nimbus Developer Conference 2027, auf Abruf: Aufzeichnung, Sprecher, Folien und Materialien.',
  ],
  'translate.speakers-detail.sessions.pre-event': ['Upcoming sessions', 'Kommende Sessions'],
  'translate.speakers-detail.sessions.live': ['Sessions', 'Sessions'],
  'translate.speakers-detail.sessions.post-event': ['Sessions to watch on demand', 'Sessions auf Abruf'],
  'translate.experts-detail.sessions.pre-event': ['Where to meet them', 'Wo Sie sie treffen'],
  'translate.experts-detail.sessions.live': ['Meet them at these sessions', 'Treffen Sie sie in diesen Sessions'],
  'translate.experts-detail.sessions.post-event': ['Where they spoke', 'Wo sie gesprochen haben'],
  'translate.company-detail.expo.live': ['The expo hall in the Arch building is open daily from 9:00 to 17:00.', 'Die Ausstellungshalle im Arch-Gebäude ist täglich von 9:00 bis 17:00 Uhr geöffnet.'],
  'translate.company-detail.expo.post': ['The expo hall has closed. Offers stay open until June 30, 2027.', 'Die Ausstellungshalle ist geschlossen. Die Angebote gelten bis zum 30. Juni 2027.'],
  'translate.attendees-detail.note.live': [
    'Meet attendees in the networking lounge, Arch building level 2, daily from 9:00 to 18:00.',
    'Treffen Sie andere Teilnehmende in der Networking-Lounge, Arch-Gebäude Ebene 2, täglich von 9:00 bis 18:00 Uhr.',
  ],
  'translate.attendees-detail.note.post': [
    'The event has ended. Messages and meeting requests stay open until June 30, 2027.',
    'Die Veranstaltung ist beendet. Nachrichten und Meeting-Anfragen sind bis zum 30. Juni 2027 möglich.',
  ],
  'translate.user-profile.heading': ['My profile', 'Mein Profil'],
  'translate.user-profile.note.live': [
    'Plans change during the event: keep your availability for meetings up to date.',
    'Während der Veranstaltung ändern sich Pläne: Halten Sie Ihre Verfügbarkeit für Meetings aktuell.',
  ],
  'translate.user-profile.note.post': [
    'Your directory profile stays visible to other attendees until June 30, 2027.',
    'Ihr Verzeichnisprofil bleibt bis zum 30. Juni 2027 für andere Teilnehmende sichtbar.',
  ],
  // The evaluation pages and the digital swag survey.
  'translate.evaluations-detail.meta.title': ['Evaluate a session | Nimbus 2027', 'Session bewerten | Nimbus 2027'],
  'translate.evaluations-conference.meta.title': ['Conference evaluation | Nimbus 2027', 'Konferenzbewertung | Nimbus 2027'],
  'translate.evaluate.meta.pre-event': [
    'Evaluations of Nimbus 2027 sessions open 5 minutes after each session starts; labs any time.',
    'Die Bewertung einer Session der Nimbus 2027 öffnet 5 Minuten nach ihrem Beginn; Labs können Sie jederzeit bewerten.',
  ],
  'translate.evaluate.meta.live': [
    'Tell the Nimbus 2027 team what you thought: each evaluation takes about a minute.',
    'Sagen Sie dem Nimbus-2027-Team Ihre Meinung: Jede Bewertung dauert etwa eine Minute.',
  ],
  'translate.evaluate.meta.post-event': [
    'Evaluate the Nimbus 2027 sessions you attended and the conference itself, open until June 15.',
    'Bewerten Sie die besuchten Sessions der Nimbus 2027 und die Konferenz selbst, möglich bis 15. Juni.',
  ],
  'translate.evaluations-conference.thanks': ['Thank you for telling us about Nimbus 2027!', 'Danke, dass Sie uns von Ihrer Nimbus 2027 erzählt haben!'],
  'translate.digital-swag.survey.heading': ['Unlock the digital swag pack', 'Schalten Sie das digitale Goodie-Paket frei'],
  'translate.digital-swag.survey.text': [
    '<p>Answer two quick questions to download wallpapers, stickers and the conference soundtrack.</p>',
    '<p>Beantworten Sie zwei kurze Fragen, um Hintergrundbilder, Sticker und den Konferenz-Soundtrack herunterzuladen.</p>',
  ],
  'translate.digital-swag.survey.button': ['Take the survey', 'An der Umfrage teilnehmen'],
  'translate.digital-swag.survey.ungated-heading': ['Your digital swag pack', 'Ihr digitales Goodie-Paket'],
  'translate.digital-swag.survey.ungated-text': ['<p>Thanks for answering! Download the pack below.</p>', '<p>Danke für Ihre Antworten! Laden Sie das Paket unten herunter.</p>'],
  'translate.digital-swag.survey.download': ['Download the swag pack', 'Goodie-Paket herunterladen'],
};

/** The pages of meetings, appointments and messages (meeting-pages.ts): the title and description of each page. */
const MEETING_PAGE_META: Record<string, { title: Pair; description: Pair }> = {
  'meetings-detail': {
    title: ['Meeting', 'Meeting'],
    description: ['A meeting at Nimbus 2027: time, place, people and messages.', 'Ein Meeting auf der Nimbus 2027: Zeit, Ort, Teilnehmende und Nachrichten.'],
  },
  'meetings-schedule': { title: ['New meeting', 'Neues Meeting'], description: ['Invite attendees of Nimbus 2027 to a meeting.', 'Laden Sie Teilnehmende der Nimbus 2027 zu einem Meeting ein.'] },
  'meetings-edit': { title: ['Edit meeting', 'Meeting bearbeiten'], description: ['Change a meeting you organize at Nimbus 2027.', 'Ändern Sie ein Meeting, das Sie auf der Nimbus 2027 organisieren.'] },
  'appointments-schedule': { title: ['New appointment', 'Neuer Termin'], description: ['Block time on your Nimbus 2027 schedule.', 'Reservieren Sie Zeit in Ihrem Zeitplan für die Nimbus 2027.'] },
  'appointments-edit': { title: ['Edit appointment', 'Termin bearbeiten'], description: ['Change an appointment on your Nimbus 2027 schedule.', 'Ändern Sie einen Termin in Ihrem Zeitplan für die Nimbus 2027.'] },
  'appointments-detail': { title: ['Appointment', 'Termin'], description: ['An appointment on your Nimbus 2027 schedule.', 'Ein Termin in Ihrem Zeitplan für die Nimbus 2027.'] },
  'user-inbox': { title: ['Messages', 'Nachrichten'], description: ['Your conversations with other Nimbus 2027 attendees.', 'Ihre Unterhaltungen mit anderen Teilnehmenden der Nimbus 2027.'] },
};

/** What the meeting pages' descriptions add per phase (the blocks are the same in every phase, their description not). */
const MEETING_PAGE_WHEN: Record<'pre-event' | 'live' | 'post-event', Pair> = {
  'pre-event': ['Plan ahead of May 18.', 'Planen Sie vor dem 18. Mai.'],
  live: ['During the event, May 18–20.', 'Während der Veranstaltung, 18.–20. Mai.'],
  'post-event': ['Follow up after the event.', 'Bleiben Sie nach der Veranstaltung in Kontakt.'],
};

/** Where and when, after a page's title in its meta description. */
const META_EVENT: Pair = ['Nimbus Developer Conference 2027, Seattle and online, May 18–20.', 'Nimbus Developer Conference 2027, Seattle und online, 18.–20. Mai.'];

const both = (f: (text: string, index: 0 | 1) => string, pair: Pair): Pair => [f(pair[0], 0), f(pair[1], 1)];

/**
 * The page meta (document title and description) of every catalogue and static page (`translate.{page}.meta.title`
 * and `.meta.description`, from PAGE_TITLES) and of the meeting pages (`translate.{page}.meta.title` and
 * `.meta.{phase}`).
 */
export function pageMetaTexts(): Record<string, Pair> {
  const out: Record<string, Pair> = {};
  for (const [page, title] of Object.entries(PAGE_TITLES)) {
    out[`translate.${page}.meta.title`] = both((t) => `${t} | Nimbus 2027`, title);
    out[`translate.${page}.meta.description`] = both((t, i) => `${t} – ${META_EVENT[i]}`, title);
  }
  for (const [page, meta] of Object.entries(MEETING_PAGE_META)) {
    out[`translate.${page}.meta.title`] = both((t) => `${t} | Nimbus 2027`, meta.title);
    for (const [phase, when] of Object.entries(MEETING_PAGE_WHEN)) out[`translate.${page}.meta.${phase}`] = both((t, i) => `${t} ${when[i]}`, meta.description);
  }
  return out;
}

/** Shell strings: navigation, profile menu, system pages and common buttons. */
export const SHELL_TEXT: Record<string, Pair> = {
  'translate.nav.home': ['Home', 'Startseite'],
  'translate.nav.agenda': ['Agenda', 'Programm'],
  'translate.nav.sessions': ['Sessions', 'Sessions'],
  'translate.nav.speakers': ['Speakers', 'Sprecher'],
  'translate.nav.experts': ['Experts', 'Experten'],
  'translate.nav.schedule': ['My schedule', 'Mein Zeitplan'],
  'translate.nav.favorites': ['Favorites', 'Favoriten'],
  'translate.nav.sponsors': ['Sponsors', 'Sponsoren'],
  'translate.nav.exhibitors': ['Exhibitors', 'Aussteller'],
  'translate.nav.partners': ['Partners', 'Partner'],
  'translate.nav.event-guide': ['Event guide', 'Veranstaltungsführer'],
  'translate.nav.map': ['Map', 'Karte'],
  'translate.nav.get-help': ['Get help', 'Hilfe'],
  'translate.nav.accessibility': ['Accessibility', 'Barrierefreiheit'],
  'translate.nav.code-of-conduct': ['Code of conduct', 'Verhaltenskodex'],
  'translate.nav.attendees': ['Attendees', 'Teilnehmende'],
  'translate.nav.evaluations': ['Evaluations', 'Bewertungen'],
  'translate.nav.blog': ['Blog', 'Blog'],
  'translate.shell.event-name': ['Nimbus 2027', 'Nimbus 2027'],
  'translate.shell.footer.code-of-conduct': ['Code of conduct', 'Verhaltenskodex'],
  'translate.shell.footer.accessibility': ['Accessibility', 'Barrierefreiheit'],
  'translate.shell.footer.confidentiality': ['Confidentiality', 'Vertraulichkeit'],
  'translate.shell.footer.get-help': ['Get help', 'Hilfe'],
  'translate.profile.menu.profile': ['My profile', 'Mein Profil'],
  'translate.profile.menu.inbox': ['Inbox', 'Posteingang'],
  'translate.profile.menu.meetings': ['Meetings', 'Meetings'],
  'translate.profile.menu.schedule': ['My schedule', 'Mein Zeitplan'],
  'translate.profile.menu.notifications': ['Notification rules', 'Benachrichtigungsregeln'],
  'translate.profile.menu.sign-out': ['Sign out', 'Abmelden'],
  'translate.shell.skip-to-content': ['Skip to main content', 'Zum Hauptinhalt springen'],
  'translate.shell.sign-in': ['Sign in', 'Anmelden'],
  'translate.shell.sign-out': ['Sign out', 'Abmelden'],
  'translate.shell.register': ['Register', 'Registrieren'],
  'translate.shell.menu': ['Menu', 'Menü'],
  'translate.shell.close': ['Close', 'Schließen'],
  'translate.shell.back': ['Back', 'Zurück'],
  'translate.shell.language': ['Language', 'Sprache'],
  'translate.shell.footer.copyright': ['© 2027 Nimbus Conference', '© 2027 Nimbus Conference'],
  'translate.shell.banner.offline': ['You are offline. Some content may be unavailable.', 'Sie sind offline. Einige Inhalte sind möglicherweise nicht verfügbar.'],
  'translate.shell.banner.update': ['A new version is available.', 'Eine neue Version ist verfügbar.'],
  'translate.shell.banner.update-button': ['Update', 'Aktualisieren'],
  'translate.shell.banner.install': ['Install the Nimbus app', 'Nimbus-App installieren'],
  'translate.shell.banner.push': ['Get notified about your sessions', 'Benachrichtigungen zu Ihren Sessions erhalten'],
  'translate.shell.banner.new-phase': ['The event has moved on. Reload to see the latest content.', 'Die Veranstaltung ist weitergegangen. Laden Sie neu, um die neuesten Inhalte zu sehen.'],
  'translate.shell.banner.reload': ['Reload', 'Neu laden'],
  'translate.shell.error.title': ['Sorry, something went wrong.', 'Entschuldigung, etwas ist schiefgelaufen.'],
  'translate.shell.error.offline-content-unavailable': ['This content is not available offline.', 'Dieser Inhalt ist offline nicht verfügbar.'],
  'translate.shell.error.go-back': ['Go back', 'Zurück'],
  'translate.shell.notfound.title': ['Page not found', 'Seite nicht gefunden'],
  'translate.shell.forbidden.title': ['You do not have access to this page', 'Sie haben keinen Zugriff auf diese Seite'],
  'translate.shell.unauthorized.title': ['Please sign in to continue', 'Bitte melden Sie sich an, um fortzufahren'],
  'translate.shell.loading': ['Loading…', 'Wird geladen …'],
  'translate.shell.signin-dialog.heading': ['Sign in to Nimbus 2027', 'Bei Nimbus 2027 anmelden'],
  'translate.shell.signin-dialog.description': ['Build your schedule, favorite sessions and get recommendations.', 'Erstellen Sie Ihren Zeitplan, merken Sie Sessions vor und erhalten Sie Empfehlungen.'],
};
