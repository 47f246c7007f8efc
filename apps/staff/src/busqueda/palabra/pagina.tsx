/** Búsqueda por palabra — placeholder until its slice is built. */
export default function Pagina() {
  return <p className="p-4 text-slate-600">Búsqueda por palabra: en construcción.</p>;
}
