export default function Page() {
  return <p className="p-8">Coming in this session.</p>;
}
