import type { Dictionary } from '../../dictionary';

const about: Pick<Dictionary, 'about'> & { pages: Pick<Dictionary['pages'], 'about'> } = {
  pages: {
    about: {
      title: 'Hakkımızda',
      lead: 'İşletmelerin her müşteriye anında yanıt vermesine ve tekrarlayan işlere giden saatleri geri kazanmasına yardımcı oluyoruz.',
    },
  },
  about: {
    mission: {
      eyebrow: 'Misyonumuz',
      title: 'Hiçbir müşteri yanıtsız kalmasın, hiçbir saat boşa gitmesin',
      paragraphs: [
        'Yanıtlar saatler sürdüğünde işletmeler müşteri kaybeder; ekipler aynı soruları tekrar tekrar yanıtladığında ise zaman. Saniyeler içinde yanıt veren, randevuları planlayan ve her potansiyel müşteriyi kaydeden yapay zekâ chatbotları ve otomasyonlarla bunu değiştiriyoruz.',
        'Her çözümü işletmenizin mevcut işleyişine göre kuruyor, kullandığınız araçlara bağlıyor ve yayına aldıktan sonra da yanınızda oluyoruz; böylece yatırımınız kalıcı olarak karşılığını verir.',
      ],
    },
    values: {
      eyebrow: 'Değerlerimiz',
      title: 'Arkasında durduğumuz ilkeler',
      items: {
        excellence: {
          title: 'Yapay Zekâda Mükemmellik',
          description:
            'En iyi güncel modelleri kullanıyor, her asistanı yayına almadan önce ve her değişiklikten sonra gerçek müşteri sorularınızla test ediyoruz; böylece asistanınız doğru, hızlı ve markanıza uygun yanıt verir.',
        },
        customer: {
          title: 'Önce Müşteri',
          description: 'Kapsamı sizin hedefleriniz belirler. Açık konuşur, hızlı yanıt verir ve başarıyı sizin sonuçlarınızla ölçeriz.',
        },
        innovation: {
          title: 'İnovasyon',
          description: 'Alandaki gelişmeleri yakından izliyor, yeni olanakları güvenilir hâle gelir gelmez işletmenize taşıyoruz.',
        },
        quality: {
          title: 'Kalite',
          description: 'Özenli kurulum, temiz entegrasyonlar ve ilk günden itibaren KVKK ve GDPR kapsamında bir veri işleme sözleşmesi.',
        },
      },
    },
    vision: {
      eyebrow: 'Vizyonumuz',
      title: 'Hiç kapanmayan bir işletme',
      paragraphs: [
        'Büyüklüğü ne olursa olsun her işletmenin müşterilerine gece gündüz anında ve kişisel hizmet verebildiği bir gelecek görüyoruz. Rutini yapay zekâ üstlenir, ilişkileri insanlar yönetir.',
      ],
      highlights: {
        support: 'Tüm kanallarda müşterileriniz için 7/24 destek',
        setup: '72 saat içinde kullanıma hazır',
        savings: 'Rutin sorulara otomatik yanıt',
        hours: 'Önemli görüşmelere daha fazla zaman',
      },
      figures: {
        savings: 'Destek maliyetlerinde %{{percent}} oranına varan tasarruf',
        hours: 'Her ay {{hours}} saatten fazla zaman tasarrufu',
        basis: 'Rakamlar müşterilerimizin projelerinden alınmıştır; sizin sonuçlarınız taleplerinize ve süreçlerinize bağlıdır.',
      },
    },
  },
};

export default about;
