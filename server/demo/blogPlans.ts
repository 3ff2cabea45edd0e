/** The demo shop's journal: eight articles, with a cover illustration each. */
import type { Art } from './contentPlan'

export interface BlogPlan {
  slug: string
  title: string
  tags: readonly string[]
  meta: string
  art: readonly [Art, Art]
  tint: string
  /** Days before the catalogue epoch it was published. */
  age: number
  sections: ReadonlyArray<{ heading: string; text: string; list?: readonly string[] }>
}

export const BLOG_PLANS: BlogPlan[] = [
  {
    slug: 'how-to-style-a-block-print-kurta', title: 'How to Style a Block-Print Kurta, Five Ways', tags: ['#Fashion', '#Ethnic', '#Styling'], age: 3,
    meta: 'Five easy ways to wear a hand block-printed kurta, from office days to festive evenings.', art: [{ kind: 'kurta', colour: 'indigo' }, { kind: 'necklace', colour: 'silver' }], tint: '#e8ecf7',
    sections: [
      { heading: 'Start with the print', text: 'Hand block-printing leaves tiny variations in every repeat. Let the print lead and keep everything else quiet.' },
      { heading: 'Five looks', text: 'One kurta, a week of outfits:', list: ['With straight trousers and loafers for work', 'With a palazzo and juttis for lunch', 'Over slim denim for the weekend', 'With a silk dupatta and jhumkas for a puja', 'Belted over a slip dress for dinner'] },
    ],
  },
  {
    slug: 'a-beginners-guide-to-handloom-sarees', title: "A Beginner's Guide to Handloom Sarees", tags: ['#Fashion', '#Sarees', '#Handloom'], age: 9,
    meta: 'Banarasi, Kanjeevaram, Chanderi, Jamdani: what sets the great Indian weaves apart and how to choose your first.', art: [{ kind: 'saree', colour: 'maroon' }, { kind: 'saree', colour: 'teal' }], tint: '#f6ebe4',
    sections: [
      { heading: 'Know your weaves', text: 'Every region of India weaves its own story into six yards.', list: ['Banarasi: brocade and zari from Varanasi', 'Kanjeevaram: heavy mulberry silk from Tamil Nadu', 'Chanderi: sheer and light, perfect for summer', 'Jamdani: motifs floating on fine muslin'] },
      { heading: 'Caring for silk', text: 'Dry clean, store folded in muslin and refold along new lines every few months so the zari never cracks.' },
    ],
  },
  {
    slug: 'festive-lehenga-trends', title: 'Lehenga Trends for the Festive Season', tags: ['#Festive', '#Lehenga'], age: 14,
    meta: 'Pastels, mirror-work and lighter silhouettes: the lehenga trends we are seeing this season.', art: [{ kind: 'lehenga', colour: 'lavender' }, { kind: 'necklace', colour: 'pearl' }], tint: '#f1ecf8',
    sections: [
      { heading: 'Pastels are here to stay', text: 'Lavender, powder pink and mint have moved from sangeet to wedding day.' },
      { heading: 'Lighter, twirl-ready skirts', text: 'Designers are choosing georgette and net over heavy velvet, so you can actually dance.' },
    ],
  },
  {
    slug: 'skincare-for-indian-summers', title: 'A Simple Skincare Routine for Indian Summers', tags: ['#Beauty', '#Skincare'], age: 21,
    meta: 'Three steps, morning and night, for skin that stays calm through heat and humidity.', art: [{ kind: 'serum', colour: 'amber' }, { kind: 'lipstick', colour: 'nude' }], tint: '#fbf1e3',
    sections: [
      { heading: 'Morning', text: 'Keep it light.', list: ['A gentle gel cleanser', 'A vitamin C serum', 'Sunscreen, always, even indoors'] },
      { heading: 'Night', text: 'Cleanse twice and let a few drops of kumkumadi oil do the work while you sleep.' },
    ],
  },
  {
    slug: 'dressing-up-your-living-room', title: 'Dressing Up Your Living Room with Textiles', tags: ['#Home', '#Decor'], age: 27,
    meta: 'Cushions, throws and lamps: how to refresh a room with colour and craft in an afternoon.', art: [{ kind: 'cushion', colour: 'mustard' }, { kind: 'lamp', colour: 'teal' }], tint: '#eef3ec',
    sections: [
      { heading: 'Layer colour', text: 'Pick one bold colour and two quieter ones, and repeat them across cushions, throws and a lamp shade.' },
      { heading: 'Mix textures', text: 'Velvet beside block-printed cotton, jute beside silk: contrast makes a sofa look styled.' },
    ],
  },
  {
    slug: 'kids-festive-wear-guide', title: "Festive Wear Kids Will Actually Want to Wear", tags: ['#Kids', '#Festive'], age: 33,
    meta: 'Soft linings, easy closures and room to play: what to look for in kids ethnic wear.', art: [{ kind: 'frock', colour: 'rosePink' }, { kind: 'ethnic-set', colour: 'mustard' }], tint: '#fdeef0',
    sections: [
      { heading: 'Comfort first', text: 'Look for cotton linings, elasticated waists and no scratchy sequins on the inside.' },
      { heading: 'Size up, just a little', text: 'Festive sets are worn for a season: a size up with a tuck at the hem lasts the year.' },
    ],
  },
  {
    slug: 'the-shirt-every-man-needs', title: 'The White Shirt Every Man Needs', tags: ['#Fashion', '#Menswear'], age: 40,
    meta: 'Fabric, fit and collar: how to choose a white shirt that works for office, weddings and weekends.', art: [{ kind: 'shirt', colour: 'white' }, { kind: 'watch', colour: 'tan' }], tint: '#edf1f5',
    sections: [
      { heading: 'Fabric', text: 'Oxford for everyday, poplin for formal, linen for summer weekends.' },
      { heading: 'Fit', text: 'The shoulder seam should sit on your shoulder bone, and you should be able to pinch an inch at the chest.' },
    ],
  },
  {
    slug: 'gifting-guide-under-2000', title: 'The Gifting Guide: Thoughtful Picks Under ₹2,000', tags: ['#Gifting', '#Beauty', '#Accessories'], age: 52,
    meta: 'Perfumes, jewellery and home pieces that feel special without breaking the bank.', art: [{ kind: 'perfume', colour: 'rosePink' }, { kind: 'handbag', colour: 'tan' }], tint: '#f8ede9',
    sections: [
      { heading: 'For her', text: 'An attar from Kannauj or a pair of oxidised jhumkas never goes unworn.' },
      { heading: 'For the home', text: 'A set of block-printed cushion covers turns a gift into a room makeover.' },
    ],
  },
]
