import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { CamposCancelacion, CAUSA_CANCELACION, EVIDENCIA_CANCELACION, MENSAJES_DETALLE, MENSAJES_PEDIDOS, validarArchivoEvidencia } from '@talento/rules';
import { aErrorDeServidor, Boton, CLASE_CONTROL, DialogoConfirmacion, mostrarError, notificar } from '@talento/ui';
import { trpc } from '../../trpc';
import type { DetallePedido } from '../detalle/tipos';

type Errores = Partial<Record<'causa' | 'razon' | 'archivo', string>>;

/** Cause, written reason, optional evidence file and "Cancelar Pedido" with confirmation. */
export function FormularioCancelacion({ pedido }: { pedido: DetallePedido }) {
  const ids = { causa: useId(), razon: useId(), archivo: useId() };
  const navigate = useNavigate();
  const [causa, setCausa] = useState('');
  const [razon, setRazon] = useState('');
  const [archivo, setArchivo] = useState<File | null>(null);
  const [errores, setErrores] = useState<Errores>({});
  const [confirmar, setConfirmar] = useState(false);

  const cancelar = trpc.pedidos.cancelar.useMutation({
    onSuccess: (r) => {
      notificar.exito(r.mensaje);
      void navigate(`/pedido-detail/${pedido.id}`);
    },
    onError: (e) => {
      const { status, campos } = aErrorDeServidor(e);
      if (status === 400 && campos) setErrores(Object.fromEntries(Object.entries(campos).map(([k, v]) => [k, v?.[0]])));
      if (status >= 500 && archivo) notificar.error(MENSAJES_PEDIDOS.errorEvidencia);
      else mostrarError(e);
    },
  });

  const validar = (): boolean => {
    const r = CamposCancelacion.safeParse({ causa, razon });
    const nuevos: Errores = {};
    if (!r.success) for (const i of r.error.issues) nuevos[i.path[0] as 'causa' | 'razon'] ??= i.message;
    const mensajeArchivo = archivo ? validarArchivoEvidencia({ nombre: archivo.name, tipoMime: archivo.type, tamano: archivo.size }) : null;
    if (mensajeArchivo) nuevos.archivo = mensajeArchivo;
    setErrores(nuevos);
    const primero = Object.values(nuevos)[0];
    if (primero) notificar.error(primero);
    return !primero;
  };

  const enviar = () => {
    setConfirmar(false);
    const fd = new FormData();
    fd.set('id', String(pedido.id));
    fd.set('version', String(pedido.version));
    fd.set('causa', causa);
    fd.set('razon', razon);
    if (archivo) fd.set('archivo', archivo);
    cancelar.mutate(fd);
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (validar()) setConfirmar(true);
      }}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.causa} className="text-sm font-medium text-slate-700">
          Causa de cancelación
        </label>
        <select id={ids.causa} value={causa} onChange={(e) => setCausa(e.target.value)} aria-invalid={errores.causa ? true : undefined} className={CLASE_CONTROL}>
          <option value="">Seleccione una causa</option>
          {CAUSA_CANCELACION.opciones.map((o) => (
            <option key={o.valor} value={o.valor}>
              {o.etiqueta}
            </option>
          ))}
        </select>
        {errores.causa && <p className="text-xs text-red-600">{errores.causa}</p>}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.razon} className="text-sm font-medium text-slate-700">
          Razón de la cancelación
        </label>
        <textarea id={ids.razon} rows={4} value={razon} onChange={(e) => setRazon(e.target.value)} aria-invalid={errores.razon ? true : undefined} className={CLASE_CONTROL} />
        {errores.razon && <p className="text-xs text-red-600">{errores.razon}</p>}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.archivo} className="text-sm font-medium text-slate-700">
          Archivo de evidencia (opcional: PDF, JPG o PNG, máximo 10 MB)
        </label>
        <input id={ids.archivo} type="file" accept={EVIDENCIA_CANCELACION.aceptar} onChange={(e) => setArchivo(e.target.files?.[0] ?? null)} className="text-sm" />
        {errores.archivo && <p className="text-xs text-red-600">{errores.archivo}</p>}
      </div>
      <div className="flex justify-end gap-2">
        <Boton variante="secundario" onClick={() => void navigate(`/pedido-detail/${pedido.id}`)}>
          Volver
        </Boton>
        <Boton type="submit" variante="peligro" cargando={cancelar.isPending}>
          Cancelar Pedido
        </Boton>
      </div>
      <DialogoConfirmacion
        abierto={confirmar}
        titulo="Cancelar pedido"
        mensaje={MENSAJES_DETALLE.confirmarCancelar}
        onSi={enviar}
        onNo={() => setConfirmar(false)}
      />
    </form>
  );
}
