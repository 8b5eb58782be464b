import type { Dictionary } from '../../dictionary';

const legalPrivacy: { legal: Pick<Dictionary['legal'], 'privacy'> } & { pages: Pick<Dictionary['pages'], 'privacy'> } = {
  pages: {
    privacy: {
      title: 'Gizlilik Politikası ve KVKK Aydınlatma Metni',
      lead: 'Kişisel verilerinizi nasıl işlediğimiz ve sahip olduğunuz haklar.',
    },
  },
  legal: {
    privacy: {
      introduction: {
        title: '1. Giriş ve veri sorumlusu',
        blocks: [
          'Kişisel verilerinizin korunması bizim için önemlidir. Bu metin, AB Genel Veri Koruma Tüzüğü’nün (GDPR) 13. ve 14. maddeleri uyarınca; web sitemizi ziyaret ettiğinizde, bizimle iletişime geçtiğinizde veya bekleme listemize katıldığınızda hangi verileri, hangi amaçlarla işlediğimizi, verilerin kimlere aktarıldığını ve sahip olduğunuz hakları açıklar.',
          'Veri sorumlusu:',
        ],
        kvkk: 'Türkiye’deki ziyaretçilerimiz için: 6698 sayılı Kişisel Verilerin Korunması Kanunu (KVKK) veri işleme faaliyetlerimize uygulandığı ölçüde bu metin aynı zamanda KVKK m. 10 kapsamındaki aydınlatma metnimizdir; aşağıda açıklanan KVKK m. 11’deki haklarınızı da kullanabilirsiniz.',
        kvkkPlace:
          'Türkiye’deki ziyaretçilerimiz için verilerinizi işlediğimiz yer: Verilerinizi Türkiye dışında, Almanya’daki şirketimizden, barındırma hizmeti sağlayıcımızın sunucularında ve aşağıda belirtilen alıcılarda, her biri için orada belirtilen yerde işleriz.',
        kvkkPlaceRegion:
          'Türkiye’deki ziyaretçilerimiz için verilerinizi işlediğimiz yer: Verilerinizi Türkiye dışında, Almanya’daki şirketimizden, barındırma hizmeti sağlayıcımızın sunucularında (konum: {{region}}) ve aşağıda belirtilen alıcılarda, her biri için orada belirtilen yerde işleriz.',
        kvkkRepresentative:
          'Türkiye’deki ziyaretçilerimiz için: Bu metin aynı zamanda 6698 sayılı Kişisel Verilerin Korunması Kanunu’nun (KVKK) 10. maddesi kapsamındaki aydınlatma metnimizdir. Türkiye’deki veri sorumlusu temsilcimiz: {{representative}}. KVKK m. 11 kapsamındaki başvurularınızı temsilcimize de iletebilirsiniz.',
      },
      collection: {
        title: '2. Topladığımız kişisel veriler',
        blocks: [
          'Yalnızca bize kendiniz ilettiğiniz veya web sitesini kullanırken teknik olarak oluşan kişisel verileri işleriz. Kişisel verileri satmayız ve burada belirtilenler dışındaki amaçlarla kullanmayız.',
          'Hakkınızda hukuki sonuç doğuran veya sizi benzer şekilde önemli ölçüde etkileyen, yalnızca otomatik işlemeye dayalı kararlar (profilleme dâhil) almayız (GDPR m. 22).',
        ],
        iys: {
          registered:
            'Türkiye’deki alıcılar için: Bu ticari elektronik iletilere verdiğiniz onayı İleti Yönetim Sistemi’ne (İYS) kaydederiz; onayınızı İYS üzerinden (iys.org.tr veya e-Devlet) de görüntüleyebilir ve geri alabilirsiniz.',
          notRegistered:
            'Türkiye’deki alıcılar için: Bu ticari elektronik iletilere verdiğiniz onayı İleti Yönetim Sistemi’ne (İYS) kaydetmiyoruz; onayınızı her e-postadaki bağlantıyla veya {{email}} adresine yazarak geri alabilirsiniz.',
        },
        subsections: {
          contact: {
            title: 'İletişim formu',
            blocks: [
              'İletişim formu aracılığıyla bize talep gönderdiğinizde adınızı ve soyadınızı, e-posta adresinizi, mesajınızın içeriğini ve gönderim zamanını kaydederiz.',
              'Bu verileri yalnızca talebinizi yanıtlamak ve gerekirse teklif hazırlamak için kullanırız. Hukuki sebep, KVKK m. 5/2-c (sözleşmenin kurulması) ve m. 5/2-f (meşru menfaat) ile GDPR m. 6/1-b ve 6/1-f’dir.',
              'Bu verileri vermek kanunen veya sözleşme gereği zorunlu değildir; ancak adınız, e-posta adresiniz ve mesajınız olmadan talebinizi yanıtlayamayız.',
            ],
          },
          waitlist: {
            title: 'Bekleme listesi',
            blocks: [
              'Bekleme listesine katıldığınızda adınızı, e-posta adresinizi, seçtiğiniz hizmetleri ve sayfanın dilini kaydederiz. Bu verileri yalnızca hizmetler kullanıma sunulduğunda sizi bilgilendirmek için kullanırız. Bu e-postalar 6563 sayılı Elektronik Ticaretin Düzenlenmesi Hakkında Kanun kapsamında ticari elektronik iletidir; bunları yalnızca onayınızla göndeririz (6563 sayılı Kanun m. 6). Hukuki sebep, dilediğiniz zaman ileriye dönük olarak geri alabileceğiniz bu onayınızdır (KVKK m. 5/1, GDPR m. 6/1-a).',
              'Listeye katılmak isteğe bağlıdır, kanunen veya sözleşme gereği zorunlu değildir; ancak e-posta adresiniz olmadan sizi bilgilendiremeyiz.',
            ],
          },
          logs: {
            title: 'Sunucu kayıtları',
            blocks: [
              'Sunucumuz, web sitesini güvenli şekilde sunmak, hataları bulmak ve kötüye kullanımı önlemek amacıyla web sitemize gelen her istek için şunları kaydeder (KVKK m. 5/2-f, GDPR m. 6/1-f):',
              [
                'isteğin tarihi ve saati',
                'istek yöntemi ve istenen sayfanın veya arayüzün türü (tam adres ve parametreleri değil, yalnızca “/:lang/privacy” gibi kalıbı)',
                'yanıtın durum kodu ve süresi',
              ],
              'IP adresinizi, yönlendiren sayfayı ve tarayıcınızı kaydetmeyiz. IP adresinizi yalnızca kötüye kullanım amaçlı istekleri sınırlamak için bellekte kullanırız. Yalnızca yönetim panelimize giriş denemelerinde ve bu panele yönelik reddedilen isteklerde, saldırıları tespit etmek için IP adresini kaydederiz (reddedilen isteklerde adres başına dakikada en fazla bir kez). Önümüzdeki ters vekil sunucu (reverse proxy) erişim kaydı tutmaz.',
            ],
          },
          localStorage: {
            title: 'Dil tercihi',
            blocks: [
              'Web sitesinin bir sonraki ziyaretinizde aynı dilde açılması için tercih ettiğiniz dili tarayıcınızda saklarız. Bu, seçtiğiniz dili sunabilmemiz için zorunludur ve takip amacıyla kullanılmaz.',
            ],
          },
          chat: {
            title: 'Sohbet asistanı',
            blocks: [
              'Sayfalarımızda bir hizmet sağlayıcının bizim adımıza işlettiği bir sohbet asistanı bulunur (bkz. 3. bölüm). Bir sayfa yüklendiğinde tarayıcınız sohbet penceresini hizmet sağlayıcının sunucularından alır ve bu sırada IP adresinizi ve teknik verileri iletir (KVKK m. 5/2-f, GDPR m. 6/1-f; sorulara hızlı yanıt verme konusundaki meşru menfaatimiz).',
              'Asistana yazdığınız mesajlar, size yanıt vermek için işlenir: hizmetlerimiz veya olası bir sözleşmeyle ilgili sorularda KVKK m. 5/2-c ve GDPR m. 6/1-b, diğer durumlarda KVKK m. 5/2-f ve GDPR m. 6/1-f uyarınca. Sohbeti kullanmak isteğe bağlıdır. Yanıtlar yapay zekâ tarafından otomatik olarak oluşturulur; lütfen sohbete özel nitelikli kişisel veri girmeyin.',
            ],
          },
          emails: {
            title: 'E-postalar ve kaydınızın onayı',
            blocks: [
              'Bekleme listesine katıldığınızda, adresinizi onaylamanız için size bir bağlantı içeren bir e-posta göndeririz (çift onay). Onayınızın kanıtı olarak e-postayı ne zaman gönderdiğimizi ve ne zaman onayladığınızı saklarız; bağlantının kendisini yalnızca geri okunamayacak bir biçimde saklarız. Onaylamazsanız kaydınızı {{days}} gün sonra sileriz.',
              'Hizmetlerimizle ilgili her e-postada, tek tıklamayla abonelikten çıkmanızı sağlayan bir bağlantı bulunur. Bundan sonra size hiçbir şey göndermeyiz; abonelikten çıktığınızı kaydınız var olduğu sürece not ederiz. Gönderdiğimiz e-postaları (alıcı, konu, zaman, teslim durumu) saklar ve kaydınızla birlikte sileriz.',
            ],
          },
          notifications: {
            title: 'Ekibimize bildirimler',
            blocks: [
              'Bize bir form gönderdiğinizde, size hızlıca yanıt verebilmemiz için ekibimiz formun içeriğini içeren bir e-posta alır (hukuki dayanak, kullandığınız formunkiyle aynıdır).',
            ],
          },
        },
      },
      recipients: {
        title: '3. Verilerin aktarıldığı alıcılar ve yurt dışına aktarım',
        lead: 'Kişisel verilerinizi yalnızca aşağıdaki alıcı gruplarına aktarırız (KVKK m. 10/1-c). Hizmet sağlayıcılar verileri bizim adımıza ve talimatlarımız doğrultusunda işler; GDPR m. 28 uyarınca veri işleme sözleşmeleriyle bağlıdırlar:',
        hosting:
          'Barındırma: Barındırma hizmeti sağlayıcımız, bu web sitesinin ve ilettiğiniz bilgilerin saklandığı sunucuları işletir (KVKK m. 5/2-f, GDPR m. 6/1-f; talepler için ayrıca KVKK m. 5/2-c, GDPR m. 6/1-b).',
        hostingRegion: 'Sunucuların konumu: {{region}}.',
        airtable:
          'Airtable: İletişim talepleri ve bekleme listesi kayıtları, bunları yönettiğimiz Formagrid Inc. (Airtable), San Francisco, ABD’ye aktarılır. Hukuki sebep, kullandığınız formunkiyle aynıdır (bkz. 2. bölüm). Bu bir yurt dışına aktarımdır (güvenceler aşağıda).',
        supabase:
          'Supabase: Çalışanlarımızın oturum açması ve geri sayım bandı, Supabase Inc., ABD tarafından {{region}} veri bölgesinde çalıştırılır. Tarayıcınız bandı Supabase’ten yükler; bu sırada Supabase IP adresinizi alır (KVKK m. 5/2-f, GDPR m. 6/1-f). Hizmet sağlayıcının merkezi ABD’de olduğundan oradan erişim ihtimali dışlanamaz.',
        supabaseNoRegion:
          'Supabase: Çalışanlarımızın oturum açması ve geri sayım bandı, Supabase Inc., ABD tarafından projemiz için seçilen veri bölgesinde çalıştırılır. Tarayıcınız bandı Supabase’ten yükler; bu sırada Supabase IP adresinizi alır (KVKK m. 5/2-f, GDPR m. 6/1-f). Hizmet sağlayıcının merkezi ABD’de olduğundan oradan erişim ihtimali dışlanamaz.',
        chat: 'Sohbet asistanı: {{provider}}, yazdığınız mesajları ve ziyaretinize ait teknik verileri alır ve bunları {{region}} veri bölgesinde işler (hukuki sebep için yukarıdaki “Sohbet asistanı” başlığına bakın).',
        /** The chat provider when `CHAT_WIDGET_PROVIDER` is unset: by its role, with the host its window loads from (never the host as a legal person). */
        chatProviderUnnamed: 'Sohbet asistanımızın hizmet sağlayıcısı (sohbet penceresi {{host}} adresinden yüklenir)',
        /** The chat provider in the list of recipients whose transfers rest on a safeguard. */
        chatName: 'sohbet asistanı sağlayıcısı',
        euRegion: 'AB',
        mail: 'E-posta gönderimi: {{role}}, size gönderdiğimiz e-postaları (onay, duyurular) ve ekibimize giden bildirimleri iletir; bu sırada e-posta adresinizi ve bu e-postaların içeriğini bizim adımıza işler.',
        mailRole: 'E-posta hizmeti sağlayıcımız',
        mailRoleHost: 'E-posta hizmeti sağlayıcımız (e-posta sunucusu: {{host}})',
        mailName: 'e-posta hizmeti sağlayıcısı',
        notifications:
          'Ekibimizin e-posta kutusu: {{role}}, formunuzla ilgili bildirimleri (içeriğiyle birlikte, bkz. “Ekibimize bildirimler”) bizim adımıza ekibimizin e-posta kutusunda saklar.',
        notificationsRole: 'Ekibimizin e-posta kutusunu sağlayan hizmet sağlayıcı',
        notificationsName: 'ekibimizin e-posta kutusunu sağlayan hizmet sağlayıcı',
        webhooks:
          'Talep yönetimi: Yeni talepler ve kayıtlar, onaylar ve silmeler {{role}} iletilir ve orada taleplerimizin yönetimi için bizim adımıza işlenir. Silme bildirimleri kişisel veri içermez.',
        webhooksRole: 'talep yönetimi hizmet sağlayıcımıza',
        webhooksRoleHost: 'talep yönetimi hizmet sağlayıcımıza (webhook adresi: {{host}})',
        webhooksName: 'talep yönetimi hizmet sağlayıcısı',
        named: 'Sağlayıcı: {{name}}.',
        processingRegion: 'Verilerin işlendiği yer: {{region}}.',
        processingRegionUnstated: 'Verilerin işlendiği yer: belirtilmemiş.',
        authorities:
          'Kanuni bir yükümlülük gerektirdiğinde kamu kurumları ve mali müşavirimiz gibi meslek mensupları (KVKK m. 5/2-ç, GDPR m. 6/1-c).',
        transfersAdequacy:
          'AB-ABD Veri Gizliliği Çerçevesi (EU-US Data Privacy Framework) kapsamında sertifikalı alıcılara ({{recipients}}) aktarım, Avrupa Komisyonu’nun bu çerçeveye ilişkin yeterlilik kararına dayanır (GDPR m. 45).',
        transfersClauses:
          'Avrupa Ekonomik Alanı dışındaki alıcılara ({{recipients}}) aktarım, hizmet sağlayıcıların veri işleme sözleşmelerinin parçası olan AB standart sözleşme hükümlerine dayanılarak yapılır (GDPR m. 46/2-c). Bu hükümlerin bir örneğini {{email}} adresinden talep edebilirsiniz.',
        transfersClausesOthers:
          'Avrupa Ekonomik Alanı dışındaki diğer alıcılara ({{recipients}}) aktarım, hizmet sağlayıcıların veri işleme sözleşmelerinin parçası olan AB standart sözleşme hükümlerine dayanılarak yapılır (GDPR m. 46/2-c). Bu hükümlerin bir örneğini {{email}} adresinden talep edebilirsiniz.',
        transfersKvkkContract:
          'KVKK’nın uygulandığı hâllerde yurt dışına aktarım, Kişisel Verileri Koruma Kurulu’nun ilan ettiği standart sözleşmeye dayanılarak yapılır (7499 sayılı Kanun ile değişik KVKK m. 9/4); imzalanan sözleşmeyi beş iş günü içinde Kişisel Verileri Koruma Kurumu’na bildiririz.',
        transfersKvkk: 'KVKK’nın uygulandığı hâllerde yurt dışına aktarım, KVKK m. 9’da öngörülen uygun güvencelere dayanılarak yapılır.',
      },
      storage: {
        title: '4. Saklama süresi ve veri güvenliği',
        blocks: ['Kişisel verileri yalnızca işleme amacının gerektirdiği veya yasal saklama sürelerinin öngördüğü süre boyunca saklarız.'],
        leadsDays_one:
          'İletişim talepleri ve bekleme listesi kayıtları, bize ulaşmalarından {{count}} gün sonra otomatik olarak silinir; talep etmeniz hâlinde daha önce de silinir.',
        leadsDays_other:
          'İletişim talepleri ve bekleme listesi kayıtları, bize ulaşmalarından {{count}} gün sonra otomatik olarak silinir; talep etmeniz hâlinde daha önce de silinir.',
        leadsUntilErasure:
          'İletişim talepleri ve bekleme listesi kayıtları için sabit bir silme süresi yoktur: Bu kayıtları, silinmelerini talep edene veya amaçları için artık gerekli olmayana kadar saklar, ardından gecikmeksizin sileriz.',
        /** Added to the sentence above with `SUBMISSIONS_BACKEND=airtable`. */
        leadsAirtable: 'Bu, Airtable’daki kopya için de geçerlidir.',
        copies: {
          lead: 'Bir kaydı sildiğimizde, veritabanımız dışındaki kopyalarını da sileriz:',
          notifications: 'Ekibimizin e-posta kutusundaki bildirimler: Bunları elle sileriz.',
          webhooks:
            'Talep yönetimi hizmet sağlayıcımız: Silinen her kayıt için bir silme bildirimi alır ve bunun üzerine kendi kopyasını siler; bildirimi uygulamadığı durumlarda kopyayı orada elle sileriz.',
          exports: 'Taleplerimizin dışa aktarımları: Hiçbirini, içerdiği kayıtlardan daha uzun süre saklamayız.',
        },
        unconfirmedDays_one:
          'E-postamızdaki bağlantıyla onaylanmayan bekleme listesi kayıtlarını, bize ulaştıktan {{count}} gün sonra sileriz.',
        unconfirmedDays_other:
          'E-postamızdaki bağlantıyla onaylanmayan bekleme listesi kayıtlarını, bize ulaştıktan {{count}} gün sonra sileriz.',
        backupsDays_one:
          'Veritabanımızı düzenli olarak yedekliyor ve her yedeği {{count}} gün sonra siliyoruz. Veritabanından sildiğimiz veriler (örneğin talebiniz üzerine), daha önce alınmış yedeklerde bu yedekler silinene kadar, en geç {{count}} gün daha kalır. Yedekleri yalnızca sistemlerimizi geri yüklemek için kullanırız.',
        backupsDays_other:
          'Veritabanımızı düzenli olarak yedekliyor ve her yedeği {{count}} gün sonra siliyoruz. Veritabanından sildiğimiz veriler (örneğin talebiniz üzerine), daha önce alınmış yedeklerde bu yedekler silinene kadar, en geç {{count}} gün daha kalır. Yedekleri yalnızca sistemlerimizi geri yüklemek için kullanırız.',
        periods: [
          'Sunucu kayıtları 14 gün sonra otomatik olarak silinir.',
          'Yönetim panelimizin güvenlik kaydı (IP adresi ve tarayıcı bilgisiyle girişler, başarısız girişler ve diğer güvenlik olayları; mesajlarınızın içeriği asla) 180 gün sonra otomatik olarak silinir.',
          'Muhasebe için gerekli veriler, ticaret ve vergi mevzuatının öngördüğü süreler boyunca saklanır.',
        ],
        security:
          'Verilerinizi KVKK m. 12 ve GDPR m. 32 uyarınca teknik ve idari tedbirlerle koruyoruz: Tüm bağlantılar TLS ile şifrelenir, erişim yalnızca ihtiyacı olan kişilerle sınırlıdır ve sistemlerimiz sürekli güncel tutulur.',
      },
      rights: {
        title: '5. Haklarınız',
        kvkkComplaint:
          'KVKK’nın uygulandığı hâllerde Kişisel Verileri Koruma Kurulu’na şikâyette bulunmadan önce başvurunuzu veri sorumlusu olarak bize yapmanız gerekir (KVKK m. 13); başvurunuzu en geç 30 gün içinde yanıtlarız. Başvurunuzun reddedilmesi, verdiğimiz cevabı yetersiz bulmanız veya süresinde cevap verilmemesi hâlinde, cevabı öğrendiğiniz tarihten itibaren 30 gün ve her hâlde başvuru tarihinden itibaren 60 gün içinde Kurul’a şikâyette bulunabilirsiniz (KVKK m. 14).',
        blocks: [
          'GDPR’a ve uygulandığı ölçüde KVKK m. 11’e göre kişisel verilerinizle ilgili olarak aşağıdaki haklara sahipsiniz:',
          [
            'Kişisel verilerinizin işlenip işlenmediğini öğrenme ve işlenmişse buna ilişkin bilgi talep etme (KVKK m. 11, GDPR m. 15)',
            'İşlenme amacını ve amacına uygun kullanılıp kullanılmadığını öğrenme',
            'Yurt içinde veya yurt dışında verilerin aktarıldığı üçüncü kişileri bilme',
            'Eksik veya yanlış işlenmiş verilerin düzeltilmesini isteme (GDPR m. 16)',
            'Verilerin silinmesini veya yok edilmesini ve bu işlemlerin aktarılan üçüncü kişilere bildirilmesini isteme (GDPR m. 17 ve 19)',
            'İşlemenin kısıtlanmasını (GDPR m. 18) ve verilerinizin yapılandırılmış, yaygın olarak kullanılan bir biçimde size veya başka bir veri sorumlusuna aktarılmasını (GDPR m. 20) isteme',
            'Meşru menfaate dayanan işlemeye (GDPR m. 21, bkz. 6. bölüm) ve verilerin münhasıran otomatik sistemlerle analiz edilmesi sonucu aleyhinize bir sonuç doğmasına itiraz etme; kanuna aykırı işleme nedeniyle zarara uğramanız hâlinde zararın giderilmesini talep etme',
            'Verdiğiniz açık rızayı dilediğiniz zaman ileriye dönük olarak geri alma (GDPR m. 7/3) ve bir AB veri koruma denetim makamına, özellikle ikamet ettiğiniz ya da çalıştığınız ülkedeki veya şirketimizin bağlı olduğu Almanya’daki denetim makamına şikâyette bulunma (GDPR m. 77)',
          ],
          'Bu haklarınızı kullanmak için bize {{email}} adresinden yazmanız yeterlidir. Başvurunuzu en geç 30 gün içinde yanıtlarız.',
          'Hizmetlerimiz veya mevzuat değiştiğinde bu politikayı güncelleyebiliriz. Güncel sürüm her zaman bu sayfada yer alır.',
        ],
      },
      objection: {
        title: '6. İtiraz hakkınız (GDPR m. 21)',
        blocks: [
          'Verilerinizi meşru menfaatimize dayanarak (GDPR m. 6/1-f, KVKK m. 5/2-f) işlediğimiz durumlarda, özel durumunuzdan kaynaklanan sebeplerle bu işlemeye her zaman itiraz edebilirsiniz. Bu durumda; menfaatlerinizden, haklarınızdan ve özgürlüklerinizden üstün gelen zorlayıcı meşru sebepler ortaya koyamadığımız ve işleme hukuki taleplerin ileri sürülmesi, kullanılması ya da savunulması için gerekli olmadığı sürece verilerinizi artık işlemeyiz (GDPR m. 21/1).',
          'Verilerinizi doğrudan pazarlama amacıyla işlememiz hâlinde buna gerekçe göstermeden her zaman itiraz edebilirsiniz; bu durumda verilerinizi artık bu amaçla kullanmayız (GDPR m. 21/2 ve 21/3).',
          'İtirazınız için {{email}} adresine kısa bir mesaj göndermeniz yeterlidir.',
        ],
      },
    },
  },
};

export default legalPrivacy;
