/** Formulario de perfil — placeholder until its slice is built. */
export default function Pagina() {
  return <p className="p-4 text-slate-600">Formulario de perfil: en construcción.</p>;
}
