import { useState } from 'react';
import {
  formatoFecha,
  formatoNumero,
  MENSAJES_STOCK_PERFILES as M,
  RANGOS_VIGENCIA_STOCK,
  ESTADO_CANDIDATO_STOCK,
} from '@talento/rules';
import {
  Boton,
  columnasDe,
  DialogoConfirmacion,
  InsigniaEstado,
  Modal,
  notificar,
  Seleccion,
  Tabla,
} from '@talento/ui';
import { trpc } from '../../trpc';
import { EditorVigencia } from './editor-vigencia';
import type { FilaCandidatoStock, FilaPerfilStock } from './tipos';
import { EnlaceHv } from '../../comun/enlaces';

const c = columnasDe<FilaCandidatoStock>();

/**
 * Candidates of a stock profile (spec 02 §2): active ones by default, filter by estado and by validity range (10-day
 * groups up to 180); remove a candidate (estado 2, after confirming), edit or reset their validity.
 */
export function ModalCandidatos({
  stock,
  onCerrar,
}: {
  stock: FilaPerfilStock | null;
  onCerrar: () => void;
}) {
  const utils = trpc.useUtils();
  const [estado, setEstado] = useState<1 | 2 | undefined>(1);
  const [rango, setRango] = useState<number | undefined>(undefined);
  const [quitando, setQuitando] = useState<FilaCandidatoStock | null>(null);
  const [editando, setEditando] = useState<FilaCandidatoStock | null>(null);
  const consulta = trpc.stockPerfiles.candidatos.useQuery(
    { perfilStockId: stock?.id ?? 0, estado, rango },
    { enabled: stock !== null },
  );
  const alTerminar = {
    onSuccess: (r: { mensaje: string }) => {
      notificar.exito(r.mensaje);
      void utils.stockPerfiles.invalidate();
    },
  };
  const quitar = trpc.stockPerfiles.quitarCandidato.useMutation({
    ...alTerminar,
    onSettled: () => setQuitando(null),
  });
  const reiniciar = trpc.stockPerfiles.reiniciarVigencia.useMutation(alTerminar);

  const columnas = c.columns([
    c.accessor('numeroDocumento', { header: 'Documento' }),
    c.accessor('nombre', {
      header: 'Candidato',
      cell: ({ row: { original: f } }) => <EnlaceHv candidatoId={f.candidatoId}>{f.nombre}</EnlaceHv>,
    }),
    c.accessor('estado', {
      header: 'Estado',
      cell: ({ getValue }) => (
        <InsigniaEstado
          etiqueta={ESTADO_CANDIDATO_STOCK.etiqueta(getValue())}
          tono={getValue() === 1 ? 'exito' : 'neutro'}
        />
      ),
    }),
    c.accessor('inicioVigenciaStock', {
      header: 'Inicio vigencia',
      cell: ({ getValue }) => formatoFecha(getValue()) || '—',
    }),
    c.accessor('vigenciaStock', {
      header: 'Fin vigencia',
      cell: ({ getValue }) => formatoFecha(getValue()) || '—',
    }),
    c.accessor('diasRestantes', { header: 'Días restantes', cell: ({ getValue }) => getValue() ?? '—' }),
    c.accessor('puntaje', { header: 'Puntaje', cell: ({ getValue }) => formatoNumero(getValue()) }),
    c.display({
      id: 'acciones',
      header: 'Acciones',
      cell: ({ row: { original: f } }) =>
        f.estado === 1 ? (
          <div className="flex flex-wrap gap-2">
            <Boton
              variante="secundario"
              aria-label={`Editar vigencia de ${f.nombre}`}
              onClick={() => setEditando(f)}
            >
              Editar vigencia
            </Boton>
            <Boton
              variante="secundario"
              aria-label={`Reiniciar vigencia de ${f.nombre}`}
              cargando={reiniciar.isPending}
              onClick={() => reiniciar.mutate({ id: f.id })}
            >
              Reiniciar
            </Boton>
            <Boton
              variante="peligro"
              aria-label={`Quitar a ${f.nombre} del stock`}
              onClick={() => setQuitando(f)}
            >
              Quitar
            </Boton>
          </div>
        ) : null,
    }),
  ]);

  return (
    <Modal
      abierto={stock !== null}
      onCerrar={onCerrar}
      titulo={stock ? `Candidatos: ${stock.perfil.nombre} — ${stock.ciudad.nombre}` : 'Candidatos'}
      ancho="max-w-5xl"
      pie={
        <Boton variante="secundario" onClick={onCerrar}>
          Cerrar
        </Boton>
      }
    >
      <div className="flex flex-col gap-4">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Seleccion
            etiqueta="Estado"
            name="estado"
            valor={estado ?? ''}
            onChange={(v) => setEstado(v === '' ? undefined : (Number(v) as 1 | 2))}
            vacia="Todos"
            opciones={ESTADO_CANDIDATO_STOCK.opciones.map((o) => ({ valor: o.valor, etiqueta: o.etiqueta }))}
          />
          <Seleccion
            etiqueta="Vigencia"
            name="rango"
            valor={rango ?? ''}
            onChange={(v) => setRango(v === '' ? undefined : Number(v))}
            vacia="Todas"
            opciones={RANGOS_VIGENCIA_STOCK.map((r) => ({ valor: r.hasta, etiqueta: r.etiqueta }))}
          />
        </div>
        {editando && <EditorVigencia key={editando.id} fila={editando} onListo={() => setEditando(null)} />}
        <Tabla
          etiqueta="Candidatos del stock"
          columnas={columnas}
          datos={consulta.data}
          cargando={consulta.isLoading}
          vacio={M.sinCandidatos}
          idFila={(f) => String(f.id)}
          ordenable={false}
        />
      </div>
      <DialogoConfirmacion
        abierto={quitando !== null}
        titulo="Quitar del stock"
        mensaje={quitando ? `¿Quitar a ${quitando.nombre} de este stock?` : ''}
        textoSi="Quitar"
        peligro
        onSi={() => quitando && quitar.mutate({ id: quitando.id })}
        onNo={() => setQuitando(null)}
      />
    </Modal>
  );
}
