export default function Head() {
  return <meta name="theme-color" content="#faf6ef" />
}
