import { useState } from 'react';
import { Link } from 'react-router';
import { formatoFecha, formatoNumero } from '@talento/rules';
import {
  Boton,
  columnasDe,
  DialogoConfirmacion,
  FallaDeCarga,
  mostrarError,
  notificar,
  Seccion,
  Spinner,
  Tabla,
  useAvisoDeFalla,
} from '@talento/ui';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@talento/api';
import { trpc } from '../../trpc';
import { FormularioPolitica } from './formulario-politica';

type Persona =
  inferRouterOutputs<AppRouter>['datosPersonales']['retencion']['vistaPrevia']['avisar']['filas'][number];
const c = columnasDe<Persona>();
const nombre = c.accessor('nombre', {
  header: 'Persona',
  cell: ({ row, getValue }) => (
    <Link to={`/hv/${row.original.candidatoId}`} className="text-marca-700 hover:underline">
      {getValue()}
    </Link>
  ),
});
const documento = c.accessor('documento', { header: 'Documento' });
const ultima = c.accessor('ultimaActividad', {
  header: 'Última actualización',
  cell: ({ getValue }) => formatoFecha(getValue()),
});
const AVISAR = c.columns([nombre, documento, ultima]);
const ANONIMIZAR = c.columns([
  nombre,
  documento,
  c.accessor((p) => formatoFecha(p.avisadoEn), { id: 'avisado', header: 'Avisada el' }),
  c.accessor((p) => formatoFecha(p.venceEn), { id: 'vence', header: 'Plazo venció el' }),
]);
const ERROR = 'No se pudo cargar la política de retención.';
const CONFIRMAR =
  'Se enviará el aviso a las personas de la primera lista y se anonimizarán de forma definitiva las de la segunda. La corrida mensual hace lo mismo. ¿Desea ejecutarla ahora?';

const cuantas = (n: number) => (n === 1 ? '1 persona' : `${formatoNumero(n, 0)} personas`);

/**
 * `/datos-personales/retencion` (admin_datos_personales): the retention policy and, before the monthly run, who it
 * would notice (CV not updated and in no process for the years set) and who it would anonymise (notice unanswered
 * past its deadline); «Ejecutar ahora» runs it at once.
 */
export default function Pagina() {
  const utils = trpc.useUtils();
  const vista = trpc.datosPersonales.retencion.vistaPrevia.useQuery(undefined, {
    meta: { silencioso: true },
  });
  useAvisoDeFalla(vista.error, ERROR);
  const ejecutar = trpc.datosPersonales.retencion.ejecutar.useMutation({
    onSuccess: (r) => {
      notificar.exito(
        `Retención aplicada: ${cuantas(r.avisados)} avisadas, ${cuantas(r.anonimizados.length)} anonimizadas, ${cuantas(r.respondidos)} respondieron.`,
      );
      void utils.datosPersonales.retencion.invalidate();
    },
    onError: mostrarError,
  });
  const [confirmando, setConfirmando] = useState(false);
  const v = vista.data;
  if (vista.isError && !v) return <FallaDeCarga mensaje={ERROR} />;
  if (!v) return <Spinner etiqueta="Cargando la política de retención" />;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">Retención de datos personales</h1>
      <Seccion titulo="Política">
        <FormularioPolitica key={v.politica.version} politica={v.politica} />
      </Seccion>
      <Seccion
        titulo="Próxima corrida"
        acciones={
          <Boton
            variante="secundario"
            disabled={!v.politica.activa}
            cargando={ejecutar.isPending}
            onClick={() => setConfirmando(true)}
          >
            Ejecutar ahora
          </Boton>
        }
      >
        <div className="flex flex-col gap-4">
          <p className="text-sm text-slate-700">
            Cuentan las hojas de vida sin actualizar desde el {formatoFecha(v.corte)}.
          </p>
          <h3 className="font-medium">Se avisará a {cuantas(v.avisar.total)}</h3>
          <Tabla
            etiqueta="Personas a avisar"
            columnas={AVISAR}
            datos={v.avisar.filas}
            vacio="Nadie que avisar."
            idFila={(p) => String(p.candidatoId)}
            ordenable={false}
          />
          <h3 className="font-medium">Se anonimizará a {cuantas(v.anonimizar.total)}</h3>
          <Tabla
            etiqueta="Personas a anonimizar"
            columnas={ANONIMIZAR}
            datos={v.anonimizar.filas}
            vacio="Nadie que anonimizar."
            idFila={(p) => String(p.candidatoId)}
            ordenable={false}
          />
        </div>
      </Seccion>
      <DialogoConfirmacion
        abierto={confirmando}
        titulo="Ejecutar la retención"
        mensaje={CONFIRMAR}
        textoSi="Ejecutar"
        textoNo="Cancelar"
        peligro
        onSi={() => {
          setConfirmando(false);
          ejecutar.mutate(undefined);
        }}
        onNo={() => setConfirmando(false)}
      />
    </div>
  );
}
