/** `/datos-personales/solicitudes` (`admin_datos_personales`): consultas and reclamos of the people in the CVs. */
export default function Pagina() {
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">Solicitudes de titulares</h1>
    </div>
  );
}
