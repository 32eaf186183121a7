// Japanese text of the demo's translate.* keys in the `common` namespace: the shell, the content and the content
// pages (translation-text.ts and page-text.ts hold English and German; the long pages' sections are in
// ja-page-text.ts). Polite register (です・ます), 24-hour times, Japanese dates. The event, its venue, its areas and
// the products keep their Latin names, as Japanese sites do. The markup of every rich text is that of the English
// one (ja-text.test.ts holds the two against each other).
import { JA_PAGE_TEXT } from './ja-page-text';

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
  ...JA_PAGE_TEXT,
};
