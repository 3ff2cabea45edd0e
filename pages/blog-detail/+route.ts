// /blog-detail/{slug} (spec 001 route table).
export default '/blog-detail/@slug'
