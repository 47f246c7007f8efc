/** Perfil — placeholder until its slice is built. */
export default function Pagina() {
  return <p className="p-4 text-slate-600">Perfil: en construcción.</p>;
}
