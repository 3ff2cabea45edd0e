export default '/faq'
