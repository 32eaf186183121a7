// Japanese text of the demo's translate.* keys in the `common` namespace: the shell, the content and the content
// pages (translation-text.ts and page-text.ts hold English and German). Polite register (です・ます), 24-hour times,
// Japanese dates. The event, its venue, its areas and the products keep their Latin names, as Japanese sites do.
// The markup of every rich text is that of the English one (ja-text.test.ts holds the two against each other).

const SAFETY_EMAIL = 'safety@nimbusconf.example.com';
const ACCESS_EMAIL = 'access@nimbusconf.example.com';
const SAFETY_PHONE = '+1 206 555 0142';

const mail = (address: string) => `<a href="mailto:${address}">${address}</a>`;
const phone = `<a href="tel:${SAFETY_PHONE.replace(/ /g, '')}">${SAFETY_PHONE}</a>`;

/** The title of every catalogue and static page (`translate.{page}.heading`). */
const PAGE_TITLES: Record<string, string> = {
  sessions: 'セッションカタログ',
  speakers: 'スピーカー',
  experts: 'エキスパートに相談',
  sponsors: 'スポンサー',
  exhibitors: '出展者',
  partners: 'パートナー',
  'sponsor-directory': 'スポンサー一覧',
  'partner-stories': 'パートナーストーリー',
  schedule: 'マイスケジュール',
  favorites: 'お気に入り',
  evaluations: '評価',
  attendees: '参加者一覧',
  meetings: 'マイミーティング',
  archives: 'アーカイブ',
  map: '会場マップ',
  'interactive-map': 'インタラクティブマップ',
  'get-help': 'ヘルプ',
  accessibility: 'アクセシビリティ',
  'code-of-conduct': '行動規範',
  confidentiality: '機密保持',
  'digital-swag': 'デジタルグッズ',
  'social-swag': 'SNS用グッズ',
  'signature-pass': 'Signature Pass',
  blog: 'ブログ',
  awards: 'アワード',
  'get-started': '今すぐ始める',
  'event-guide': 'イベントガイド',
  'seattle-event-guide': 'シアトル滞在ガイド',
  'executive-connections': 'Executive Connections',
  'roundtable-conditions': 'ラウンドテーブルの参加条件',
  'app-consult': 'アプリ相談',
  'app-consult-terms': 'アプリ相談の利用条件',
  usercontent: 'ユーザーコンテンツ',
  'coming-soon': '近日公開',
  locale: '言語を選択',
  discover: 'ディスカバー',
  'mobile-experience': 'モバイルアプリ',
  install: 'アプリをインストール',
  globalchat: 'グローバルチャット',
  'chat-keynote': '基調講演チャット',
};

/** The general note under a page's title, by phase. */
const PHASE_NOTES: Record<'pre' | 'live' | 'post', string> = {
  pre: 'Nimbus 2027は2027年5月18日～20日にシアトルとオンラインで開催されます。詳細は開催が近づきしだいお知らせします。',
  live: 'Nimbus 2027は開催中です。このページの内容は一日を通して随時更新されます。',
  post: 'Nimbus 2027にご参加いただき、ありがとうございました。録画や資料は引き続きオンデマンドでご覧いただけます。',
};

/** Pages with a note of their own, the same in every phase (PAGE_NOTES and CONTENT_PAGE_NOTES in English and German). */
const PAGE_NOTES: Record<string, string> = {
  globalchat: 'シアトルとオンラインのNimbus 2027参加者全員と話しましょう。ここでも行動規範が適用されます。思いやりを忘れずに。',
  'chat-keynote': 'オープニング基調講演を見ながらチャットし、登壇者に質問しましょう。',
  sessions: 'トピック、レベル、スピーカー、日付ですべてのセッションを検索し、気になるセッションを保存してスケジュールを作成しましょう。',
  speakers: 'Nimbus 2027に登壇するエンジニア、研究者、プロダクトリーダーの皆さんです。プロフィールを開くと、登壇するセッションをご覧いただけます。',
  experts: 'シアトルとオンラインのNimbus 2027 Expert Connectエリアで、エキスパートとの相談時間を予約できます。',
  schedule: 'セッション、ミーティング、予定をひとつにまとめて表示します。重なっている予定には印が付き、空き時間もひと目でわかります。',
  favorites: '保存したセッション、スピーカー、企業です。',
  attendees: 'ディレクトリに登録している他の参加者を見つけて、会話を始めたり、ミーティングを予約したりできます。',
  meetings: '他の参加者やエキスパートとのミーティングです。招待、返信、メッセージをここで確認できます。',
  evaluations: '参加したセッションのご感想をお聞かせください。評価は1件あたり1分ほどで完了します。',
  'code-of-conduct':
    'Nimbus 2027は、ソフトウェアをつくるすべての人のためのイベントです。シアトルでもオンラインでも、参加者、スピーカー、スポンサー、出展者、ボランティア、スタッフを含むすべての関係者が、この行動規範に同意したうえで参加します。',
  accessibility:
    'Nimbus 2027は、会場でもオンラインでも、誰もが参加できるイベントを目指しています。この声明では、私たちの取り組み、まだ不十分な点、そして必要なサポートをご依頼いただく方法をご説明します。',
  install:
    'Nimbus 2027のサイトをアプリとしてインストールできます。ホーム画面やDockから専用のウィンドウで開き、起動が速く、会場のWi-Fiが混み合っているときでもスケジュールを確認できます。',
  map: 'Seattle Convention Center Arch棟の中で、基調講演、ブレイクアウト、ラボ、展示会場、各種サービスがどこにあるかをご案内します。',
  'interactive-map':
    '会場のすべての部屋とサービスに番号付きのピンがあります。ピンを選ぶとその場所の内容が表示されます。マップの横のリストには、すべての場所が載っています。',
};

const CONTENT_TEXT: Record<string, string> = {
  'translate.home.hero.title': '次の未来をつくろう',
  'translate.home.hero.title-2027': 'AI、クラウド、データで次の未来をつくろう',
  'translate.home.hero.subtitle': 'シアトルとオンライン · 2027年5月18日～20日',
  'translate.home.hero.register': '今すぐ登録',
  'translate.home.hero.watch-trailer': 'トレーラーを見る',
  'translate.home.announcement.early-bird': '早期割引料金は2月28日までです。',
  'translate.home.announcement.register': '登録する',
  'translate.banner.early-bird': '早期登録は<strong>2月28日</strong>で終了します。',
  'translate.banner.early-bird-ai-day': '早期登録は<strong>2月28日</strong>で終了します。今年の新企画：5月17日の AI Builders Day。',
  'translate.venue.registration': '受付',
  'translate.venue.info-desk': 'インフォメーションデスクとヘルプ',
  'translate.venue.quiet-room': '静養室と授乳室',
  'translate.venue.footer': 'シアトル・コンベンションセンター、アーチ棟。4階へは、アーチロビーの静養室横のエスカレーターをご利用ください。',
  'translate.banner.on-demand': 'Nimbus 2027 はオンデマンドで視聴できます：すべての基調講演とブレイクアウト。',
  'translate.home.announcement.live': '7:30に開場します。バッジをお持ちください。',
  'translate.home.announcement.map': '会場マップを開く',
  'translate.home.countdown.heading': 'オープニング基調講演の開始まで',
  'translate.home.next-year.heading': 'Nimbus 2028の開始まで',
  'translate.home.intro.heading': 'ソフトウェアをつくる人のための3日間',
  'translate.home.intro.subheading': '400のセッション、250人のスピーカー、ひとつのコミュニティ',
  'translate.home.intro.body': 'クラウド、AI、データ、セキュリティ、開発者ツールを深く掘り下げるセッションに加えて、ハンズオンラボと、それらをつくる人たちとの出会いがあります。',
  'translate.home.tabs.sessions': 'セッション',
  'translate.home.tabs.speakers': 'スピーカー',
  'translate.home.tabs.venue': '会場',
  'translate.home.tabs.recap': 'ふりかえり',
  'translate.home.tabs.labs': 'ラボ',
  'translate.home.promoted.heading': '注目のセッション',
  'translate.home.speakers.heading': '注目のスピーカー',
  'translate.home.venue.heading': 'Seattle Convention Center',
  'translate.home.venue.body': 'ダウンタウンのホテルから徒歩圏内です。各フロアに静養室と授乳室があります。',
  'translate.home.recap.heading': 'Nimbus 2027をふりかえって',
  'translate.home.recap.body': 'シアトルで1万2,000人、オンラインで18万人が参加しました。',
  'translate.home.labs.heading': 'ハンズオンラボ',
  'translate.home.labs.body': 'Learning Zoneでは、自分のペースで進められるラボを終日開催しています。',
  'translate.home.agenda.title': 'プログラム概要',
  'translate.home.festival.expo.title': '展示会場',
  'translate.home.festival.expo.body': '60社の企業とそのエンジニアに会えます。',
  'translate.home.festival.labs.title': 'Learning Zone',
  'translate.home.festival.labs.body': '自分のペースで進められる52のラボ。',
  'translate.home.festival.community.title': 'コミュニティハブ',
  'translate.home.festival.community.body': 'ミートアップ、ラウンドテーブル、オープンソースのオフィスアワー。',
  'translate.home.festival.ai-day.title': 'AI Builders Day',
  'translate.home.festival.ai-day.body': '5月17日に開催する、ワークショップ中心の前日イベントです。',
  'translate.home.venue-updates.text': '会場からのお知らせ：4階へのエスカレーターは10:00まで停止しています。',
  'translate.home.signup.heading': 'Nimbusを最大限に活用しましょう',
  'translate.home.signup.body': 'サインインすると、スケジュールを作成したり、おすすめを受け取ったりできます。',
  'translate.home.signup.button': 'サインイン',
  'translate.home.map.heading': '会場案内',
  'translate.home.map.body': 'インタラクティブマップで、各部屋、飲食スペース、静かに過ごせる場所を確認できます。',
  'translate.home.map.button': 'マップを開く',
  'translate.home.registration-reminder.text': '登録の締め切りは5月10日です。',
  'translate.home.faq.title': 'よくある質問',
  'translate.home.faq.badge.q': 'バッジはどこで受け取れますか？',
  'translate.home.faq.badge.a': '5月17日12:00から、Archロビーの受付でお受け取りいただけます。',
  'translate.home.faq.wifi.q': 'Wi-Fiは使えますか？',
  'translate.home.faq.wifi.a': 'はい。ネットワーク名はNimbus2027で、パスワードは不要です。',
  'translate.home.faq.recordings.q': 'セッションは録画されますか？',
  'translate.home.faq.recordings.a': '基調講演とブレイクアウトセッションは録画され、48時間以内にオンデマンドで公開されます。',
  'translate.home.quote.1': '「エンジニアとしての一年で、最高の3日間です。」',
  'translate.home.quote.2': '「ラボで学んだことを、翌週にはリリースしていました。」',
  'translate.home.quote.3': '「廊下での会話だけでも、参加する価値があります。」',
  'translate.home.sponsors.heading': 'スポンサーの皆さまに感謝いたします',
  'translate.home.sponsors.shuffle': 'シャッフル',
  'translate.home.sponsors.shuffle-text': 'スポンサーをシャッフルしています',
  'translate.home.sponsors.view-all': 'すべてのスポンサーを見る',
  'translate.home.social.heading': 'Nimbusをフォロー',
  'translate.home.notice.live': 'カンファレンスは開催中です。現在行われているプログラムと次のプログラムは、下記をご覧ください。',
  'translate.home.live.overlay': 'シアトルからライブ配信中',
  'translate.home.live.play': 'ライブで視聴',
  'translate.home.happening.heading': '開催中のプログラム',
  'translate.home.post.heading': 'Nimbus 2027をオンデマンドで',
  'translate.home.post.body': 'すべての基調講演とブレイクアウトセッションを、3か国語の字幕付きでご覧いただけます。',
  'translate.home.highlights.heading': 'ハイライト',
  'translate.home.highlights.body': '今週最も視聴されたセッションです。',
  'translate.home.on-demand.heading': 'オンデマンドで視聴',
  'translate.home.on-demand.watch': '今すぐ視聴',
  'translate.home.toolbelt.menu': 'マイツール',
  'translate.home.toolbelt.search': 'セッション、スピーカーなどを検索',
  'translate.home.toolbelt.profile': 'プロフィール',
  'translate.home.toolbelt.messages': 'メッセージ',
  'translate.home.toolbelt.meetings': 'ミーティング',
  'translate.home.toolbelt.evaluations': '評価',
  'translate.home.evaluate.text': 'ご感想をお聞かせください。カンファレンス評価の受付を開始しました。',
  'translate.sessions.happening.heading': 'ライブ配信中と次のセッション',
  'translate.speakers.featured.heading': '基調講演のスピーカー',
  'translate.exhibitors.notes.heading': '今年の出展者（一部）',
  'translate.partners.notes.heading': '今年のパートナー（一部）',
  'translate.evaluations.conference.text': 'カンファレンス評価は6月15日まで受け付けています。',
  'translate.archives.hero.heading': 'Nimbus 2027アーカイブ',
  'translate.archives.hero.body': 'すべてのセッションの録画、スライド、コードをご覧いただけます。',
  'translate.digital-swag.item-1.title': 'デスクトップ壁紙',
  'translate.digital-swag.item-2.title': 'スマートフォン壁紙',
  'translate.digital-swag.item-3.title': 'ビデオ通話用の背景',
  'translate.blog.posts.heading': '最新の記事',
  'translate.get-started.register.title': 'Nimbus 2027に登録',
  'translate.get-started.register.subtitle': '会場でもオンラインでも参加できます',
  'translate.get-started.register.button': '登録を始める',
  'translate.banner.catalog.title': 'セッションを探す',
  'translate.banner.catalog.subtitle': 'トピック、レベル、日付で絞り込めます',
  'translate.banner.catalog.register': '登録する',
  'translate.banner.sponsors.title': 'スポンサーとパートナー',
  'translate.banner.speakers.title': 'スピーカー紹介',
  'translate.banner.speakers.subtitle': '世界各地のエンジニア、研究者、プロダクトリーダー',
  'translate.chat.placeholder.sessions': 'セッションについて質問する…',
  'translate.chat.placeholder.directions': '道順を質問する…',
  'translate.chat.placeholder.food': '食事ができる場所を質問する…',
  // Home: page meta, agenda and the on-demand hero's video.
  'translate.home.meta.description': '開発者のための、クラウド、AI、データ、セキュリティの3日間。2027年5月18日～20日、シアトルとオンラインで開催します。',
  'translate.home.meta.og-description': 'シアトルとオンライン、2027年5月18日～20日。',
  'translate.home.agenda.registration': '受付と朝食',
  'translate.home.agenda.keynote-speaker': 'Nimbusリーダーシップチーム',
  'translate.home.agenda.celebration': 'ウォーターフロントでの参加者パーティー',
  'translate.home.post.video-alt': 'Nimbus 2027のハイライト',
  // The catalog, the schedule and the directories.
  'translate.sessions.catalog.heading': 'セッション一覧',
  'translate.sessions.on-demand.text': 'セッションの録画をオンデマンドでご覧いただけるようになりました。',
  'translate.schedule.plan.heading': 'イベントでのご予定',
  'translate.speakers.directory.heading': 'すべてのスピーカー',
  'translate.experts.directory.search': 'エキスパートを検索',
  'translate.sponsors.directory.heading': 'すべてのスポンサー',
  'translate.sponsor-directory.directory.search': 'スポンサー、出展者、パートナーを検索',
  'translate.partner-stories.directory.search': 'パートナーストーリーを検索',
  'translate.attendees.directory.heading': '参加者を探す',
  'translate.meetings.list.heading': 'ミーティング一覧',
  // The detail pages: a session's, a speaker's or expert's, a company's, an attendee's and the profile.
  'translate.sessions-detail.back': 'すべてのセッション',
  'translate.sessions-detail.meta.pre-event': 'Nimbus Developer Conference 2027（シアトルとオンライン、5月18日～20日）のセッションです。スピーカー、日時、会場、資料をご覧いただけます。',
  'translate.sessions-detail.meta.live': 'シアトルで開催中、オンラインでも配信中のNimbus Developer Conference 2027のセッションです。スピーカー、日時、会場、ライブ配信、資料をご覧いただけます。',
  'translate.sessions-detail.meta.post-event': 'Nimbus Developer Conference 2027のセッションをオンデマンドで。録画、スピーカー、スライド、資料をご覧いただけます。',
  'translate.speakers-detail.sessions.pre-event': '今後のセッション',
  'translate.speakers-detail.sessions.live': 'セッション',
  'translate.speakers-detail.sessions.post-event': 'オンデマンドで視聴できるセッション',
  'translate.experts-detail.sessions.pre-event': '会える場所',
  'translate.experts-detail.sessions.live': 'これらのセッションで会えます',
  'translate.experts-detail.sessions.post-event': '登壇したセッション',
  'translate.company-detail.expo.live': 'Arch棟の展示会場は毎日9:00～17:00に開いています。',
  'translate.company-detail.expo.post': '展示会場は閉場しました。各社の特典は2027年6月30日までご利用いただけます。',
  'translate.attendees-detail.note.live': '参加者との交流には、Arch棟2階のネットワーキングラウンジをご利用ください（毎日9:00～18:00）。',
  'translate.attendees-detail.note.post': 'イベントは終了しました。メッセージとミーティングのリクエストは2027年6月30日までご利用いただけます。',
  'translate.user-profile.heading': 'マイプロフィール',
  'translate.user-profile.note.live': 'イベント期間中は予定が変わりやすいため、ミーティングの空き状況を最新の状態に保ってください。',
  'translate.user-profile.note.post': 'ディレクトリのプロフィールは、2027年6月30日まで他の参加者に表示されます。',
  // The evaluation pages and the digital swag survey.
  'translate.evaluations-detail.meta.title': 'セッションを評価 | Nimbus 2027',
  'translate.evaluations-conference.meta.title': 'カンファレンス評価 | Nimbus 2027',
  'translate.evaluate.meta.pre-event': 'Nimbus 2027のセッション評価は、各セッションの開始5分後から受け付けます。ラボはいつでも評価できます。',
  'translate.evaluate.meta.live': 'Nimbus 2027チームにご感想をお聞かせください。評価は1件あたり1分ほどで完了します。',
  'translate.evaluate.meta.post-event': '参加したNimbus 2027のセッションとカンファレンス全体を評価してください。6月15日まで受け付けています。',
  'translate.evaluations-conference.thanks': 'Nimbus 2027についてお聞かせいただき、ありがとうございました。',
  'translate.digital-swag.survey.heading': 'デジタルグッズパックを入手',
  'translate.digital-swag.survey.text': '<p>2つの簡単な質問にお答えいただくと、壁紙、ステッカー、カンファレンスのサウンドトラックをダウンロードできます。</p>',
  'translate.digital-swag.survey.button': 'アンケートに回答する',
  'translate.digital-swag.survey.ungated-heading': 'デジタルグッズパック',
  'translate.digital-swag.survey.ungated-text': '<p>ご回答ありがとうございました。下のリンクからパックをダウンロードしてください。</p>',
  'translate.digital-swag.survey.download': 'グッズパックをダウンロード',
};

/** The pages of meetings, appointments and messages: the title and description of each page. */
const MEETING_PAGE_META: Record<string, { title: string; description: string }> = {
  'meetings-detail': { title: 'ミーティング', description: 'Nimbus 2027でのミーティングの日時、場所、参加者、メッセージです。' },
  'meetings-schedule': { title: '新しいミーティング', description: 'Nimbus 2027の参加者をミーティングに招待します。' },
  'meetings-edit': { title: 'ミーティングを編集', description: 'Nimbus 2027で主催するミーティングを変更します。' },
  'appointments-schedule': { title: '新しい予定', description: 'Nimbus 2027のスケジュールに予定の時間を確保します。' },
  'appointments-edit': { title: '予定を編集', description: 'Nimbus 2027のスケジュールにある予定を変更します。' },
  'appointments-detail': { title: '予定', description: 'Nimbus 2027のスケジュールにある予定です。' },
  'user-inbox': { title: 'メッセージ', description: 'Nimbus 2027の他の参加者とのやり取りです。' },
};

/** What the meeting pages' descriptions add per phase. */
const MEETING_PAGE_WHEN: Record<'pre-event' | 'live' | 'post-event', string> = {
  'pre-event': '5月18日に向けて準備しましょう。',
  live: '開催期間中（5月18日～20日）にご利用ください。',
  'post-event': 'イベント後のフォローアップにご利用ください。',
};

/** The page meta (document title and description) of every catalogue, static and meeting page, as translation-text.ts. */
function pageMetaTexts(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [page, title] of Object.entries(PAGE_TITLES)) {
    out[`translate.${page}.meta.title`] = `${title} | Nimbus 2027`;
    out[`translate.${page}.meta.description`] = `${title} – Nimbus Developer Conference 2027（シアトルとオンライン、5月18日～20日）`;
  }
  for (const [page, meta] of Object.entries(MEETING_PAGE_META)) {
    out[`translate.${page}.meta.title`] = `${meta.title} | Nimbus 2027`;
    for (const [phase, when] of Object.entries(MEETING_PAGE_WHEN)) out[`translate.${page}.meta.${phase}`] = `${meta.description}${when}`;
  }
  return out;
}

/** Shell strings: navigation, profile menu, system pages and common buttons. */
const SHELL_TEXT: Record<string, string> = {
  'translate.nav.home': 'ホーム',
  'translate.nav.agenda': 'プログラム',
  'translate.nav.sessions': 'セッション',
  'translate.nav.speakers': 'スピーカー',
  'translate.nav.experts': 'エキスパート',
  'translate.nav.schedule': 'マイスケジュール',
  'translate.nav.favorites': 'お気に入り',
  'translate.nav.sponsors': 'スポンサー',
  'translate.nav.exhibitors': '出展者',
  'translate.nav.partners': 'パートナー',
  'translate.nav.event-guide': 'イベントガイド',
  'translate.nav.map': 'マップ',
  'translate.nav.get-help': 'ヘルプ',
  'translate.nav.accessibility': 'アクセシビリティ',
  'translate.nav.code-of-conduct': '行動規範',
  'translate.nav.attendees': '参加者',
  'translate.nav.evaluations': '評価',
  'translate.nav.blog': 'ブログ',
  'translate.shell.event-name': 'Nimbus 2027',
  'translate.shell.footer.code-of-conduct': '行動規範',
  'translate.shell.footer.accessibility': 'アクセシビリティ',
  'translate.shell.footer.confidentiality': '機密保持',
  'translate.shell.footer.get-help': 'ヘルプ',
  'translate.profile.menu.profile': 'マイプロフィール',
  'translate.profile.menu.inbox': '受信トレイ',
  'translate.profile.menu.meetings': 'ミーティング',
  'translate.profile.menu.schedule': 'マイスケジュール',
  'translate.profile.menu.notifications': '通知ルール',
  'translate.profile.menu.sign-out': 'サインアウト',
  'translate.shell.skip-to-content': 'メインコンテンツへスキップ',
  'translate.shell.sign-in': 'サインイン',
  'translate.shell.sign-out': 'サインアウト',
  'translate.shell.register': '登録',
  'translate.shell.menu': 'メニュー',
  'translate.shell.close': '閉じる',
  'translate.shell.back': '戻る',
  'translate.shell.language': '言語',
  'translate.shell.footer.copyright': '© 2027 Nimbus Conference',
  'translate.shell.banner.offline': 'オフラインです。一部のコンテンツをご利用いただけない場合があります。',
  'translate.shell.banner.update': '新しいバージョンをご利用いただけます。',
  'translate.shell.banner.update-button': '更新',
  'translate.shell.banner.install': 'Nimbusアプリをインストール',
  'translate.shell.banner.push': 'セッションの通知を受け取る',
  'translate.shell.banner.new-phase': 'イベントの段階が進みました。再読み込みすると最新の内容が表示されます。',
  'translate.shell.banner.reload': '再読み込み',
  'translate.shell.error.title': '申し訳ありません。問題が発生しました。',
  'translate.shell.error.offline-content-unavailable': 'このコンテンツはオフラインではご利用いただけません。',
  'translate.shell.error.go-back': '戻る',
  'translate.shell.notfound.title': 'ページが見つかりません',
  'translate.shell.forbidden.title': 'このページへのアクセス権がありません',
  'translate.shell.unauthorized.title': '続行するにはサインインしてください',
  'translate.shell.loading': '読み込み中…',
  'translate.shell.signin-dialog.heading': 'Nimbus 2027にサインイン',
  'translate.shell.signin-dialog.description': 'スケジュールの作成、セッションのお気に入り登録、おすすめの受け取りができます。',
};

/** A long page's section: its body opens with its level-two heading, as in page-text.ts. */
const section = (heading: string, body: string) => `<h2>${heading}</h2>${body}`;

const CONDUCT: Record<string, string> = {
  'translate.code-of-conduct.pledge.body': section(
    '私たちの約束',
    '<p>私たちは、性別、性自認と性表現、年齢、性的指向、障がい、容姿、体格、人種、民族、宗教や信条、国籍、使用する技術にかかわらず、誰もがハラスメントを受けることなく参加できるカンファレンスの実現に取り組みます。これは、すべてのセッション、展示会場、交流イベント、オンラインチャット、イベントのソーシャルメディアに適用されます。</p>',
  ),
  'translate.code-of-conduct.expected.body': section(
    '求められる行動',
    '<ul><li>会場でもオンラインでも、敬意と思いやりをもって接してください。</li><li>他の人にも話す機会を譲り、耳を傾けてください。</li><li>人を撮影・録音する前には、必ず本人に確認してください。「撮影禁止」のネックストラップを着けている方の意思を尊重してください。</li><li>イベントスタッフと会場警備員の指示に従ってください。</li><li>お互いに気を配りましょう。困っている様子の人がいたら、スタッフにお知らせください。</li></ul>',
  ),
  'translate.code-of-conduct.unacceptable.body': section(
    '許されない行為',
    '<ul><li>他人のアイデンティティや身体についての不快な発言や冗談。</li><li>講演、ブース、チャット、スライドでの性的な画像や表現。</li><li>威圧、ストーキング、つきまとい、望まれない身体的接触や関心を向けること。</li><li>撮影や録音を望まない人を撮影・録音すること。</li><li>講演やその他のイベントを繰り返し妨害すること。</li><li>上記のいずれかを擁護または助長すること。</li></ul>',
  ),
  'translate.code-of-conduct.report.body': section(
    '報告の方法',
    `<p>この規範に反する行為を経験または目撃した場合や、その他の心配ごとがある場合は、ご自身にとっていちばん伝えやすい方法でお知らせください。</p><ul><li>Archロビーのインフォメーションデスク、または紫色の「Nimbus crew」シャツを着たスタッフへ。</li><li>安全対策チームへの電話またはSMS：${phone}（5月17日から5月20日まで24時間対応）。</li><li>メール：${mail(SAFETY_EMAIL)}（オンラインチャットやオンラインセッションについてもこちらへ）。</li></ul><p>匿名で報告することもできます。緊急の場合は、まず911に電話してください。</p>`,
  ),
  'translate.code-of-conduct.after.body': section(
    '報告後の対応',
    '<p>訓練を受けた安全対策チームのメンバーがお話を伺い、安心していただけるようサポートします。静養室や会場警備、地域の支援窓口へ付き添うこともできます。報告は内密に扱い、対応が必要な担当者にのみ共有します。すべての報告について、イベント期間中は24時間以内に、イベント終了後は3営業日以内にご連絡します。</p>',
  ),
  'translate.code-of-conduct.consequences.body': section(
    '違反への対応',
    '<p>許されない行為をやめるよう求められた場合は、直ちにやめなければなりません。主催者は、警告から、返金なしでのイベントからの退場、講演やブースの取り消し、今後のNimbusイベントへの参加禁止まで、適切と判断するあらゆる措置を講じることがあります。</p>',
  ),
  'translate.code-of-conduct.live.notice': `安全対策チームが現在対応しています：${SAFETY_PHONE}（電話またはSMS）。Archロビーのインフォメーションデスクにお越しいただくこともできます。`,
};

const ACCESSIBILITY: Record<string, string> = {
  'translate.accessibility.venue.body': section(
    '会場での対応',
    '<ul><li>Pine Street入口からすべてのホールまで、段差なく移動できます。エスカレーター横のエレベーターで4階まで上がれます。</li><li>各部屋の前方に車いすをご利用の方と同伴者のための優先席があり、ホールAにはヒアリングループを設置しています。</li><li>すべての基調講演で、ASL（アメリカ手話）通訳とスクリーンへのリアルタイム字幕を提供します。すべてのブレイクアウトルームでも字幕を表示します。</li><li>Archロビーに静養室と授乳室があり、7:30から最後のセッションまでご利用いただけます。</li><li>各階にオールジェンダートイレがあります。補助犬も歓迎します。補助犬用の排泄スペースはPine Street入口の外にあります。</li></ul>',
  ),
  'translate.accessibility.online.body': section(
    'オンラインとこのサイトでの対応',
    '<p>このサイトは、Web Content Accessibility Guidelines（WCAG）2.2のレベルAAへの準拠を目指しています。すべてのページはキーボードとスクリーンリーダーで操作でき、自動チェックに加えて、支援技術を利用する方々によるテストも行っています。ライブ配信には英語、ドイツ語、日本語の字幕があり、録画には48時間以内に字幕と文字起こしが付きます。</p>',
  ),
  'translate.accessibility.limits.body': section(
    '既知の制限事項',
    '<ul><li>会場マップは画像です。インタラクティブマップではすべての部屋をテキストで一覧できるほか、インフォメーションデスクでも道順をご案内します。</li><li>一部のパートナーストーリーと2026年の古い録画には、まだ文字起こしがありません。</li><li>ハンズオンラボの環境はパートナーが提供しているため、すべてのスクリーンリーダーで動作するとは限りません。ラボのスタッフがお手伝いします。</li></ul>',
  ),
  'translate.accessibility.request.body': section(
    '必要なサポートのご依頼',
    `<p>必要な配慮がありましたら、登録時にお知らせいただくか、${mail(ACCESS_EMAIL)}までメールでご連絡ください。5月1日までにいただいたご依頼には必ず対応し、それ以降のご依頼にもできる限り対応します。このサイトに使いにくい点がありましたら、同じアドレスまでお知らせください。2営業日以内にお返事します。</p><p>この声明は2027年3月1日に最終確認しました。</p>`,
  ),
  'translate.accessibility.live.notice': '本日、会場内の移動でお困りですか？Archロビーのインフォメーションデスクでお声がけください。スタッフがご案内するか、車いすをご用意します。',
};

const INSTALL: Record<string, string> = {
  'translate.install.what.body': section(
    'インストールとは',
    '<p>このアプリは、このWebサイトをお使いのデバイスに追加したものです。アプリストアからダウンロードする必要はなく、追加の権限も求めません。サインインした状態が保たれ、スケジュールと会場マップはオフラインでも使えるよう保存されます。通知を許可すると、セッションのリマインダーも表示されます。削除の方法は他のアプリと同じです。</p>',
  ),
  'translate.install.android.body': section(
    'Androidスマートフォンの場合',
    '<ol><li>このサイトをChrome、Edge、またはSamsung Internetで開きます。</li><li>ページ上部のバナーで<strong>インストール</strong>を選ぶか、ブラウザーのメニューを開いて<strong>アプリをインストール</strong>（または<strong>ホーム画面に追加</strong>）を選びます。</li><li>確認すると、ホーム画面にNimbus 2027が表示されます。</li></ol>',
  ),
  'translate.install.ios.body': section(
    'iPhoneまたはiPadの場合',
    '<ol><li>このサイトをSafariで開きます。</li><li><strong>共有</strong>ボタンをタップし、<strong>ホーム画面に追加</strong>をタップします。</li><li><strong>追加</strong>をタップします。ホーム画面からNimbus 2027を開き、一度サインインしてください。</li></ol>',
  ),
  'translate.install.desktop.body': section(
    'パソコンの場合',
    '<ol><li>このサイトをChromeまたはEdgeで開きます（MacではSafariも使えます：<strong>ファイル</strong>、<strong>Dockに追加</strong>）。</li><li>アドレスバーの右側にあるインストールアイコンを選ぶか、ブラウザーのメニューで<strong>Nimbus 2027をインストール</strong>を選びます。</li><li>アプリが専用のウィンドウで開き、他のアプリと並んで表示されます。</li></ol>',
  ),
  'translate.install.remove.body': section(
    'アプリの削除',
    '<p>スマートフォンでは、アイコンを長押しして<strong>削除</strong>または<strong>アンインストール</strong>を選びます。パソコンでは、アプリのメニュー（タイトルバーの3つの点）を開いて<strong>アンインストール</strong>を選びます。スケジュールとお気に入りはアカウントに残ります。</p>',
  ),
};

const MAP: Record<string, string> = {
  'translate.map.venue.heading': '各エリアの場所',
  'translate.map.venue.body':
    '<ul><li><strong>ホールA</strong>：Main Stageでの基調講演。</li><li><strong>4階</strong>：ブレイクアウトルーム401～410。Archロビーのエスカレーターまたはエレベーターをご利用ください。</li><li><strong>ホールB</strong>：ハンズオンラボを行うLearning Zone。</li><li><strong>展示会場</strong>：Expo Theater 1～4とRoundtable Lounge（テーブル1～4）。</li><li><strong>Archロビー</strong>：受付、インフォメーションデスク、静養室、授乳室。</li></ul>',
  'translate.map.venue.alt':
    'Arch棟の平面図：左にホールA、右上に401～410の部屋がある4階、その下にホールBと展示会場、左下に入口のあるArchロビーがあります。',
  'translate.map.interactive.heading': 'お探しの部屋はありますか？',
  'translate.map.interactive.body': 'インタラクティブマップで、すべての部屋とサービスの場所を確認できます。',
  'translate.map.interactive.button': 'インタラクティブマップを開く',
  'translate.map.live.notice': '会場からのお知らせ：4階へのエスカレーターは10:00まで停止しています。隣のエレベーターをご利用ください。',
};

/** Every page's heading and its three phase notes (a page with a note of its own says it in every phase). */
function pageTexts(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [page, title] of Object.entries(PAGE_TITLES)) {
    out[`translate.${page}.heading`] = title;
    for (const [note, text] of Object.entries(PHASE_NOTES)) out[`translate.${page}.${note}`] = PAGE_NOTES[page] ?? text;
  }
  return out;
}

/** Japanese text of the demo's shell and content keys (translation-text.ts and page-text.ts hold English and German). */
export const JA_TEXT: Readonly<Record<string, string>> = {
  ...SHELL_TEXT,
  ...pageTexts(),
  ...pageMetaTexts(),
  ...CONTENT_TEXT,
  ...CONDUCT,
  ...ACCESSIBILITY,
  ...INSTALL,
  ...MAP,
};
