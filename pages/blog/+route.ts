export default '/blog'
