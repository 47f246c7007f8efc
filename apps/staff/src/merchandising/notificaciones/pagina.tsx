import { FormularioNotificacion } from './formulario';
import { HistorialNotificaciones } from './historial';

/** `/merchandising-notificaciones` (read_reporte): send a notification to merchandisers' devices, and the history. */
export default function Pagina() {
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">Notificaciones</h1>
      <FormularioNotificacion />
      <HistorialNotificaciones />
    </div>
  );
}
