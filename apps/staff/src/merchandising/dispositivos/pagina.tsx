import { useState } from 'react';
import { formatoFechaHora, type DispositivoListado, type EstadoDispositivo } from '@talento/rules';
import {
  Boton,
  columnasDe,
  DialogoConfirmacion,
  InsigniaEstado,
  notificar,
  Seleccion,
  Tabla,
  type Tono,
} from '@talento/ui';
import { trpc } from '../../trpc';
import { CodigoGenerado } from './codigo-generado';

const c = columnasDe<DispositivoListado>();
const idFila = (d: DispositivoListado) => String(d.id);
const ESTADOS: Record<EstadoDispositivo, { etiqueta: string; tono: Tono }> = {
  activo: { etiqueta: 'Activo', tono: 'exito' },
  revocado: { etiqueta: 'Revocado', tono: 'peligro' },
  sinEnrolar: { etiqueta: 'Sin enrolar', tono: 'neutro' },
};
const fechaHora = (d: Date | null) => (d ? formatoFechaHora(d) : '—');

/**
 * `/merchandising-dispositivos` (`add_dispositivo`, issue 20): choose a merchandiser, generate a one-time
 * enrolment code for their phone, see the devices of the merchandisers in scope and revoke one (its token stops
 * working at once).
 */
export default function Pagina() {
  const utils = trpc.useUtils();
  const [usuarioId, setUsuarioId] = useState<number | null>(null);
  const [codigo, setCodigo] = useState<{ codigo: string; expiraAt: Date; mercaderista: string } | null>(null);
  const [revocando, setRevocando] = useState<DispositivoListado | null>(null);
  const mercaderistas = trpc.mercaderistas.listar.useQuery(undefined);
  const dispositivos = trpc.dispositivos.listar.useQuery(usuarioId ? { usuarioId } : {});
  const elegido = mercaderistas.data?.find((m) => m.id === usuarioId);
  const generar = trpc.dispositivos.generarCodigo.useMutation({
    onSuccess: (r) => setCodigo({ ...r, mercaderista: elegido?.nombre ?? '' }),
  });
  const revocar = trpc.dispositivos.revocar.useMutation({
    onSuccess: async () => {
      notificar.exito('Dispositivo revocado: su token ya no funciona.');
      await utils.dispositivos.listar.invalidate();
      await utils.mercaderistas.listar.invalidate();
    },
    onSettled: () => setRevocando(null),
  });

  const columnas = c.columns([
    c.accessor('mercaderista', {
      header: 'Mercaderista',
      cell: ({ row: { original: d } }) => `${d.mercaderista} (${d.username})`,
    }),
    c.accessor('deviceId', {
      header: 'Dispositivo',
      cell: ({ row: { original: d } }) => (d.nombre ? `${d.deviceId} · ${d.nombre}` : d.deviceId),
    }),
    c.accessor('enroladoAt', { header: 'Enrolado', cell: ({ getValue }) => fechaHora(getValue()) }),
    c.accessor('ultimoContactoAt', {
      header: 'Último contacto',
      cell: ({ getValue }) => fechaHora(getValue()),
    }),
    c.accessor('estado', {
      header: 'Estado',
      cell: ({ getValue }) => <InsigniaEstado {...ESTADOS[getValue()]} />,
    }),
    c.display({
      id: 'acciones',
      header: 'Acciones',
      cell: ({ row: { original: d } }) =>
        d.estado === 'revocado' ? null : (
          <Boton
            variante="peligro"
            aria-label={`Revocar ${d.deviceId} de ${d.mercaderista}`}
            onClick={() => setRevocando(d)}
          >
            Revocar
          </Boton>
        ),
    }),
  ]);

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">Dispositivos de mercaderistas</h1>
      <div className="grid grid-cols-1 items-end gap-4 rounded-lg bg-white p-4 shadow-sm md:grid-cols-3">
        <Seleccion
          etiqueta="Mercaderista"
          name="mercaderista"
          valor={usuarioId}
          vacia="Todos"
          opciones={(mercaderistas.data ?? []).map((m) => ({
            valor: m.id,
            etiqueta: `${m.nombre} (${m.username})`,
          }))}
          onChange={(v) => {
            setUsuarioId(v ? Number(v) : null);
            setCodigo(null);
          }}
        />
        <div>
          <Boton
            disabled={!usuarioId || generar.isPending}
            onClick={() => usuarioId && generar.mutate({ usuarioId })}
          >
            Generar código
          </Boton>
        </div>
      </div>
      {!usuarioId && (
        <p className="text-sm text-slate-700">
          Elija un mercaderista para generar el código de enrolamiento de su teléfono.
        </p>
      )}
      {codigo && <CodigoGenerado {...codigo} />}
      <Tabla
        etiqueta="Dispositivos"
        columnas={columnas}
        datos={dispositivos.data}
        cargando={dispositivos.isLoading}
        vacio="No hay dispositivos enrolados."
        idFila={idFila}
        ordenable={false}
      />
      <DialogoConfirmacion
        abierto={revocando !== null}
        titulo="Revocar dispositivo"
        mensaje={
          revocando
            ? `¿Revocar ${revocando.deviceId} de ${revocando.mercaderista}? El teléfono dejará de poder enviar datos de inmediato y habrá que enrolarlo de nuevo.`
            : ''
        }
        textoSi="Revocar"
        peligro
        onSi={() => revocando && revocar.mutate({ id: revocando.id })}
        onNo={() => setRevocando(null)}
      />
    </div>
  );
}
