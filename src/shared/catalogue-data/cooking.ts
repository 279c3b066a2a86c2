import type { CourseSeed } from '../course-seed';

export const cookingCourses: CourseSeed[] = [
  {
    slug: 'punjabi-cuisine',
    name: 'Punjabi Cuisine',
    code: 'CK-501',
    price: 6000,
    duration: '4 weeks',
    timings: 'Tue, Thu and Sat, 11:00 am–1:00 pm',
    summary:
      'Cook the Punjabi dishes everyone asks for, the way they are made in homes and dhabas.',
    covers: [
      'Sarson da saag and makki di roti',
      'Dal makhani and rajma',
      'Amritsari kulcha and chole',
      'Paneer tikka and butter paneer',
      'Lassi, pinni and kheer',
    ],
  },
  {
    slug: 'baking-and-cake-decoration',
    name: 'Baking and Cake Decoration',
    code: 'CK-502',
    price: 8500,
    duration: '6 weeks',
    timings: 'Mon, Wed and Fri, 3:00–5:00 pm',
    summary:
      'Bake eggless and regular cakes, cookies and breads, and decorate cakes for every occasion.',
    covers: [
      'Baking science and oven handling',
      'Sponge, tea cakes and cupcakes',
      'Whipped cream and fondant decoration',
      'Cookies, muffins and brownies',
      'Breads, buns and pizza bases',
      'Costing and packaging for orders',
    ],
  },
  {
    slug: 'chinese-and-continental',
    name: 'Chinese and Continental',
    code: 'CK-503',
    price: 7000,
    duration: '4 weeks',
    timings: 'Tue, Thu and Sat, 4:00–6:00 pm',
    summary: 'Restaurant-style Chinese and continental dishes made simply in a home kitchen.',
    covers: [
      'Noodles, fried rice and manchurian',
      'Soups and starters',
      'Pasta and sauces',
      'Sizzlers and grills',
      'Salads and desserts',
    ],
  },
  {
    slug: 'home-food-business',
    name: 'Home Food Business',
    code: 'CK-504',
    price: 5500,
    duration: '3 weeks',
    timings: 'Sat–Sun, 11:00 am–2:00 pm',
    summary:
      'Turn your cooking into an income: tiffin services, festive sweets and online food orders.',
    covers: [
      'Planning a menu and pricing it',
      'Food safety and the FSSAI basic registration',
      'Indian sweets for festive orders',
      'Packaging, labels and delivery',
      'Selling through WhatsApp and food apps',
    ],
  },
];
