import { useState } from 'react';
import { MENSAJES_CITAS as M } from '@talento/rules';
import { DialogoConfirmacion } from '@talento/ui';

/**
 * The person in charge already has an appointment at that time: the server wrote nothing and its message names the
 * other appointment (packages/api citas/servicios/cruce.ts, the same check on create, reschedule and the detail's
 * change of person in charge). `ofrecer` opens the dialog with that message; "Agendar de todos modos" sends the same
 * data again with `aceptarCruce` (`agendar`), the other button (`textoNo`: "Elegir otra hora" in the forms) hands the
 * message back (`rechazar`) for the screen to show where it belongs.
 */
export function useOfertaCruce<D>({
  agendar,
  rechazar,
  textoNo = 'Elegir otra hora',
}: {
  agendar: (datos: D) => void;
  rechazar?: (mensaje: string) => void;
  textoNo?: string;
}) {
  const [cruce, setCruce] = useState<{ datos: D; mensaje: string } | null>(null);
  const responder = (si: boolean) => {
    const pendiente = cruce;
    setCruce(null);
    if (!pendiente) return;
    if (si) agendar(pendiente.datos);
    else rechazar?.(pendiente.mensaje);
  };
  return {
    abierta: cruce !== null,
    ofrecer: (datos: D, mensaje: string) => setCruce({ datos, mensaje }),
    dialogo: (
      <DialogoConfirmacion
        abierto={cruce !== null}
        titulo={cruce?.mensaje ?? ''}
        mensaje={M.ofrecerCruce}
        textoSi="Agendar de todos modos"
        textoNo={textoNo}
        onSi={() => responder(true)}
        onNo={() => responder(false)}
      />
    ),
  };
}
