import { useId, useState } from 'react';
import { PRUEBA_DIGITAL, PRUEBAS_INVITACION, separarCorreos, type PruebaInvitacion } from '@talento/rules';
import { aErrorDeServidor, Boton, notificar } from '@talento/ui';
import { trpc } from '../../../trpc';
import { Modal } from './modal';

export interface ModalInvitarCorreoProps {
  pedidoId: number;
  abierto: boolean;
  onCerrar: () => void;
}

/** "Invitar candidatos por correo": ';'-separated addresses, optional tests, one invitation each (spec 01 §2, §5). */
export function ModalInvitarCorreo({ pedidoId, abierto, onCerrar }: ModalInvitarCorreoProps) {
  const idCorreos = useId();
  const [correos, setCorreos] = useState('');
  const [pruebas, setPruebas] = useState<Partial<Record<PruebaInvitacion, boolean>>>({});
  const [error, setError] = useState<string | null>(null);
  const cerrar = () => {
    setCorreos('');
    setPruebas({});
    setError(null);
    onCerrar();
  };
  const invitar = trpc.candidatosPedido.invitarPorCorreo.useMutation({
    onSuccess: (r) => {
      notificar.exito(r.msj);
      cerrar();
    },
    onError: (e) => setError(aErrorDeServidor(e).campos?.correos?.[0] ?? null),
  });

  const enviar = () => {
    const r = separarCorreos(correos);
    if (!r.ok) {
      setError(r.mensaje);
      notificar.error(r.mensaje);
      return;
    }
    setError(null);
    invitar.mutate({ pedidoId, correos, pruebas });
  };

  return (
    <Modal
      abierto={abierto}
      onCerrar={cerrar}
      titulo="Invitar candidatos por correo"
      pie={
        <>
          <Boton variante="secundario" onClick={cerrar}>
            Cancelar
          </Boton>
          <Boton cargando={invitar.isPending} onClick={enviar}>
            Enviar
          </Boton>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <label htmlFor={idCorreos} className="text-sm font-medium text-slate-700">
            Correos (separados por punto y coma ;)
          </label>
          <textarea
            id={idCorreos}
            rows={4}
            value={correos}
            placeholder="ana@correo.com; pedro@correo.com"
            aria-invalid={error ? true : undefined}
            onChange={(e) => setCorreos(e.target.value)}
            className="rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-marca-500 focus:outline-none"
          />
          {error && (
            <p role="alert" className="text-xs text-red-600">
              {error}
            </p>
          )}
          <p className="text-xs text-slate-500">Cada persona recibe una invitación para ingresar su hoja de vida en el portal de candidatos.</p>
        </div>
        <fieldset>
          <legend className="mb-1 text-sm font-medium text-slate-700">Programar pruebas (opcional)</legend>
          <div className="flex flex-wrap gap-x-5 gap-y-1">
            {PRUEBAS_INVITACION.map((p) => (
              <label key={p} className="inline-flex items-center gap-2 text-sm text-slate-700">
                <input type="checkbox" checked={pruebas[p] === true} onChange={(e) => setPruebas({ ...pruebas, [p]: e.target.checked })} />
                {PRUEBA_DIGITAL.etiqueta(p)}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
    </Modal>
  );
}
