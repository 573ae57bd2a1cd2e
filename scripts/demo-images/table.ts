/**
 * Which Fluent Emoji (flat) draw each demo picture. A list of one emoji is drawn alone, two as the
 * dish with an accent that tells it apart from its neighbours, three as a platter or a scene.
 * Keys are the names in the sandbox seeds; a name missing here fails the generator.
 */
export type Emoji = readonly string[];

export interface TenantTable {
  /** Where the tenant's branding lives: its tenant file, or (live) the seed's runtime branding. */
  branding: 'tenant' | 'seed';
  hero: Emoji;
  categories: Record<string, Emoji>;
  items: Record<string, Emoji>;
}

const fork = ['fork-and-knife', 'roll-of-paper'];

export const TABLE: Record<string, TenantTable> = {
  burger: {
    branding: 'tenant',
    hero: ['hamburger', 'french-fries', 'cup-with-straw', 'glass-of-milk', 'cheese-wedge'],
    categories: {
      Burgers: ['cheese-wedge', 'hamburger', 'bacon'],
      Sides: ['onion', 'french-fries', 'green-salad'],
      Shakes: ['soft-ice-cream', 'glass-of-milk', 'chocolate-bar'],
      Kids: ['teddy-bear', 'hamburger', 'balloon'],
      Drinks: ['lemon', 'cup-with-straw', 'potable-water'],
      Catering: ['party-popper', 'hamburger', 'french-fries'],
    },
    items: {
      'Classic Smash Burger': ['hamburger'],
      'Harbor Deluxe': ['hamburger', 'bacon'],
      'Mushroom Swiss Burger': ['hamburger', 'mushroom'],
      'Crispy Chicken Sandwich': ['sandwich', 'poultry-leg'],
      'Garden Veggie Burger': ['hamburger', 'leafy-green'],
      Fries: ['french-fries'],
      'Onion Rings': ['onion'],
      'Side Salad': ['green-salad'],
      'Sweet Potato Fries': ['french-fries', 'roasted-sweet-potato'],
      'Vanilla Shake': ['glass-of-milk', 'soft-ice-cream'],
      'Chocolate Shake': ['glass-of-milk', 'chocolate-bar'],
      'Salted Caramel Shake': ['glass-of-milk', 'honey-pot'],
      'Kids Burger Meal': ['hamburger', 'teddy-bear'],
      'Kids Chicken Tenders': ['poultry-leg', 'balloon'],
      'Fountain Soda': ['cup-with-straw'],
      'Fresh Lemonade': ['tumbler-glass', 'lemon'],
      'Bottled Water': ['droplet', 'potable-water'],
      'Utensils & napkins': fork,
      'Burger Party Box': ['hamburger', 'hamburger', 'hamburger'],
      'Fries Tray': ['french-fries', 'french-fries', 'french-fries'],
    },
  },
  sushi: {
    branding: 'tenant',
    hero: ['sushi', 'rice-ball', 'bento-box', 'teacup-without-handle', 'chopsticks'],
    categories: {
      Rolls: ['avocado', 'sushi', 'crab'],
      Nigiri: ['fish', 'sushi', 'tropical-fish'],
      Bowls: ['avocado', 'cooked-rice', 'fish-cake-with-swirl'],
      'Sides & soup': ['pea-pod', 'bowl-with-spoon', 'leafy-green'],
      Drinks: ['ice', 'teacup-without-handle', 'bottle-with-popping-cork'],
      'Party platters': ['party-popper', 'sushi', 'bento-box'],
    },
    items: {
      'California Roll': ['sushi', 'avocado'],
      'Spicy Tuna Roll': ['sushi', 'hot-pepper'],
      'Dragon Roll': ['sushi', 'dragon'],
      'Rainbow Roll': ['sushi', 'rainbow'],
      'Soft Shell Crab Roll': ['sushi', 'crab'],
      'Salmon Nigiri': ['sushi', 'fish'],
      'Tuna Nigiri': ['sushi', 'tropical-fish'],
      'Yellowtail Nigiri': ['sushi', 'blowfish'],
      'Chef’s Nigiri Set': ['sushi', 'cook'],
      'Poke Bowl': ['cooked-rice', 'avocado'],
      'Chirashi Bowl': ['cooked-rice', 'fish-cake-with-swirl'],
      'Miso Soup': ['bowl-with-spoon'],
      Edamame: ['pea-pod'],
      'Seaweed Salad': ['leafy-green', 'water-wave'],
      'Iced Green Tea': ['teacup-without-handle', 'ice'],
      Ramune: ['bottle-with-popping-cork'],
      'Chopsticks, soy & ginger': ['chopsticks', 'roll-of-paper'],
      'Maki Party Platter': ['sushi', 'bento-box', 'sushi'],
      'Nigiri Party Platter': ['sushi', 'sushi', 'sushi'],
    },
  },
  taco: {
    branding: 'tenant',
    hero: ['taco', 'burrito', 'avocado', 'hot-pepper', 'ear-of-corn'],
    categories: {
      Tacos: ['pineapple', 'taco', 'hot-pepper'],
      'Burritos & bowls': ['avocado', 'burrito', 'bowl-with-spoon'],
      Sides: ['tomato', 'ear-of-corn', 'avocado'],
      Drinks: ['watermelon', 'tumbler-glass', 'cup-with-straw'],
      'Taco bar': ['party-popper', 'taco', 'burrito'],
    },
    items: {
      'Al Pastor Tacos': ['taco', 'pineapple'],
      'Carne Asada Tacos': ['taco', 'cut-of-meat'],
      'Baja Fish Tacos': ['taco', 'fish'],
      'Rajas Tacos': ['taco', 'bell-pepper'],
      'Birria Tacos': ['taco', 'pot-of-food'],
      Burrito: ['burrito'],
      'Burrito Bowl': ['bowl-with-spoon', 'avocado'],
      Quesadilla: ['flatbread', 'cheese-wedge'],
      'Loaded Nachos': ['cheese-wedge', 'ear-of-corn', 'hot-pepper'],
      'Chips & Salsa': ['ear-of-corn', 'tomato'],
      'Chips & Guacamole': ['ear-of-corn', 'avocado'],
      Elote: ['ear-of-corn'],
      Churros: ['baguette-bread', 'chocolate-bar'],
      'Agua Fresca': ['tumbler-glass', 'watermelon'],
      'Mexican Coke': ['cup-with-straw', 'ice'],
      Jarritos: ['tumbler-glass', 'tangerine'],
      'Utensils & napkins': fork,
      'Taco Bar for 10': ['taco', 'taco', 'taco'],
      'Chips & Salsa Tray': ['tomato', 'ear-of-corn', 'avocado'],
    },
  },
  live: {
    branding: 'seed',
    hero: ['steaming-bowl', 'dumpling', 'spaghetti', 'teacup-without-handle', 'chopsticks'],
    categories: {
      Ramen: ['egg', 'steaming-bowl', 'pig-face'],
      Noodles: ['hot-pepper', 'spaghetti', 'fox'],
      'Rice bowls': ['fish', 'cooked-rice', 'cut-of-meat'],
      'Small plates': ['cucumber', 'dumpling', 'poultry-leg'],
      Drinks: ['lemon', 'teacup-without-handle', 'blossom'],
      Catering: ['party-popper', 'steaming-bowl', 'dumpling'],
    },
    items: {
      'Tonkotsu Ramen': ['steaming-bowl', 'pig-face'],
      'Shoyu Ramen': ['steaming-bowl', 'egg'],
      'Spicy Miso Ramen': ['steaming-bowl', 'hot-pepper'],
      'Black Garlic Ramen': ['steaming-bowl', 'garlic'],
      'Dan Dan Noodles': ['spaghetti', 'hot-pepper'],
      'Beef Chow Fun': ['spaghetti', 'cow-face'],
      'Cold Sesame Noodles': ['spaghetti', 'ice'],
      'Kitsune Udon': ['steaming-bowl', 'fox'],
      'Chashu Rice Bowl': ['cooked-rice', 'cut-of-meat'],
      'Teriyaki Salmon Bowl': ['cooked-rice', 'fish'],
      'Mapo Tofu Bowl': ['curry-rice', 'hot-pepper'],
      'Pork Gyoza': ['dumpling'],
      'Smashed Cucumber': ['cucumber'],
      Karaage: ['poultry-leg'],
      'Vegetable Spring Rolls': ['carrot', 'leafy-green'],
      'Jasmine Iced Tea': ['teacup-without-handle', 'blossom'],
      'Yuzu Soda': ['cup-with-straw', 'lemon'],
      'Chopsticks & napkins': ['chopsticks', 'roll-of-paper'],
      'Noodle Bar for 10': ['steaming-bowl', 'steaming-bowl', 'steaming-bowl'],
      'Gyoza Tray': ['dumpling', 'dumpling', 'dumpling'],
    },
  },
};
