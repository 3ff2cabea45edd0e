export default '/contact'
