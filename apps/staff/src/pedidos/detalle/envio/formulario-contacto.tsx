import { useState } from 'react';
import { FormularioContacto, MENSAJES_ENVIO } from '@talento/rules';
import { aErrorDeServidor, Boton, CampoTexto, notificar } from '@talento/ui';
import { trpc } from '../../../trpc';

export interface ContactoEditable {
  id?: number;
  nombre: string;
  correo: string;
  enviar: boolean;
}

type Errores = Partial<Record<'nombre' | 'correo', string>>;

/** Inline form to add or edit a contact of the order's client; "Formulario invalido." plus field messages. */
export function FormularioContactoCliente({ pedidoId, inicial, onGuardado, onCancelar }: {
  pedidoId: number;
  inicial: ContactoEditable;
  onGuardado: (id: number) => void;
  onCancelar: () => void;
}) {
  const [datos, setDatos] = useState(inicial);
  const [errores, setErrores] = useState<Errores>({});
  const guardar = trpc.candidatosPedido.guardarContacto.useMutation({
    onSuccess: (r) => {
      notificar.exito(r.mensaje);
      onGuardado(r.contacto.id);
    },
    onError: (e) => {
      const { campos } = aErrorDeServidor(e);
      setErrores({ nombre: campos?.nombre?.[0], correo: campos?.correo?.[0] });
    },
  });

  const enviar = () => {
    const r = FormularioContacto.safeParse(datos);
    if (!r.success) {
      const campos: Errores = {};
      for (const i of r.error.issues) {
        const k = i.path[0];
        if ((k === 'nombre' || k === 'correo') && !campos[k]) campos[k] = i.message;
      }
      setErrores(campos);
      notificar.error(MENSAJES_ENVIO.formularioInvalido);
      return;
    }
    setErrores({});
    guardar.mutate({ ...(datos.id ? { id: datos.id } : {}), pedidoId, ...r.data });
  };

  return (
    <div className="mt-3 rounded-md border border-slate-200 bg-slate-50 p-3" aria-label="Formulario de contacto" role="group">
      <div className="grid gap-3 sm:grid-cols-2">
        <CampoTexto etiqueta="Nombre" value={datos.nombre} error={errores.nombre} onChange={(e) => setDatos({ ...datos, nombre: e.target.value })} />
        <CampoTexto etiqueta="Correo" type="email" value={datos.correo} error={errores.correo} onChange={(e) => setDatos({ ...datos, correo: e.target.value })} />
      </div>
      <label className="mt-2 inline-flex items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" checked={datos.enviar} onChange={(e) => setDatos({ ...datos, enviar: e.target.checked })} />
        Seleccionado por defecto para enviar
      </label>
      <div className="mt-3 flex justify-end gap-2">
        <Boton variante="secundario" onClick={onCancelar}>
          Cancelar
        </Boton>
        <Boton cargando={guardar.isPending} onClick={enviar}>
          Guardar contacto
        </Boton>
      </div>
    </div>
  );
}
