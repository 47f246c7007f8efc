import { useEffect } from 'react';
import { FormProvider, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { keepPreviousData } from '@tanstack/react-query';
import type { BusquedaCriterios, FormularioCriterios } from '@talento/rules';
import {
  esquemaFormularioCriterios,
  formularioCoherente,
  formularioCriteriosVacio,
  MENSAJES_BUSQUEDA,
} from '@talento/rules';
import { Boton, notificar, useRecordado } from '@talento/ui';
import { useUsuario } from '../../auth/use-sesion';
import { Exportar } from '../../comun/exportar';
import { trpc } from '../../trpc';
import { useAvisosBusqueda } from '../comun/avisos';
import { BusquedaCriteriosRecordada } from '../comun/recordados';
import { Resultados } from '../comun/resultados';
import { FormularioBusqueda } from './formulario';

const sinBusqueda = (): BusquedaCriteriosRecordada => ({ form: formularioCriteriosVacio(), enviada: null });

type Criterios = Omit<BusquedaCriterios, 'pagina'>;

/** The shared schema, built at each validation: the age range becomes birth dates as of today. */
const resolver: Resolver<FormularioCriterios, unknown, Criterios> = (valores, contexto, opciones) =>
  zodResolver(esquemaFormularioCriterios(new Date()))(valores, contexto, opciones);

/** The messages of a failed validation in the schema's order: the "no criteria" one (root) first. */
function mensajes(errores: FieldErrors<FormularioCriterios>): string[] {
  return Object.entries(errores).flatMap(([, e]) =>
    e && typeof e.message === 'string' && e.message ? [e.message] : [],
  );
}

/** `/busqueda`: criteria CV search, 18 per page; the form and the last search are remembered. */
export default function Pagina() {
  const usuario = useUsuario();
  const [estado, setEstado] = useRecordado(
    `busqueda-criterios:${usuario.id}`,
    BusquedaCriteriosRecordada,
    sinBusqueda,
  );
  // A value its criterion ignored (remembered from an older page) is cleared: the form shows what a search sends.
  const form = useForm<FormularioCriterios, unknown, Criterios>({
    resolver,
    defaultValues: formularioCoherente(estado.form),
  });
  const { handleSubmit, reset, watch, formState } = form;
  const enviada = estado.enviada;
  const consulta = trpc.busqueda.criterios.useQuery(enviada ?? { pagina: 1 }, {
    enabled: enviada !== null,
    placeholderData: keepPreviousData,
    meta: { silencioso: true },
  });
  useAvisosBusqueda(consulta);

  // Every change of the form is remembered, as the search sent is.
  useEffect(() => {
    const s = watch((valores) => setEstado((e) => ({ ...e, form: valores as FormularioCriterios })));
    return () => s.unsubscribe();
  }, [watch, setEstado]);

  const lista = mensajes(formState.errors);
  const titulo =
    formState.errors.root?.message === MENSAJES_BUSQUEDA.sinCriterios
      ? MENSAJES_BUSQUEDA.tituloSinCriterios
      : null;
  const buscar = handleSubmit(
    (criterios) => setEstado((e) => ({ ...e, enviada: { ...criterios, pagina: 1 } })),
    (errores) => {
      const [primero = ''] = mensajes(errores);
      if (errores.root?.message === MENSAJES_BUSQUEDA.sinCriterios)
        notificar.error(MENSAJES_BUSQUEDA.tituloSinCriterios, primero);
      else notificar.error(primero);
    },
  );

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-xl font-semibold">Búsqueda por criterios</h1>
        {enviada && <Exportar tipo="busquedaCriterios" filtros={enviada} disabled={!consulta.data?.total} />}
      </header>
      <FormProvider {...form}>
        <FormularioBusqueda />
      </FormProvider>
      {lista.length > 0 && (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-700">
          {titulo && <p className="font-semibold">{titulo}</p>}
          {lista.map((e) => (
            <p key={e}>{e}</p>
          ))}
        </div>
      )}
      <div className="flex gap-3">
        <Boton onClick={() => void buscar()} cargando={consulta.isFetching}>
          Buscar
        </Boton>
        <Boton
          variante="secundario"
          onClick={() => {
            reset(formularioCriteriosVacio());
            setEstado({ form: formularioCriteriosVacio(), enviada: null });
          }}
        >
          Limpiar
        </Boton>
      </div>
      {enviada && (
        <Resultados
          datos={consulta.data}
          cargando={consulta.isLoading}
          onPagina={(pagina) => setEstado({ ...estado, enviada: { ...enviada, pagina } })}
        />
      )}
    </div>
  );
}
