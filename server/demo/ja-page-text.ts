// Japanese text of the demo's long content pages, section by section: the code of conduct, the accessibility
// statement, the install guide and the venue map (page-text.ts holds English and German; ja-text.ts the rest of the
// Japanese). The markup of every rich text is that of the English one (ja-text.test.ts holds the two against each
// other).

const SAFETY_EMAIL = 'safety@nimbusconf.example.com';
const ACCESS_EMAIL = 'access@nimbusconf.example.com';
const SAFETY_PHONE = '+1 206 555 0142';

const mail = (address: string) => `<a href="mailto:${address}">${address}</a>`;
const phone = `<a href="tel:${SAFETY_PHONE.replace(/ /g, '')}">${SAFETY_PHONE}</a>`;

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

/** The long pages' sections, in the order ja-text.ts adds them. */
export const JA_PAGE_TEXT: Readonly<Record<string, string>> = { ...CONDUCT, ...ACCESSIBILITY, ...INSTALL, ...MAP };
