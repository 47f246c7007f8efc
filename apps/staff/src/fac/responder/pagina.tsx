import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { formatoFechaHora, FormularioResponderFac, MENSAJES_FAC } from '@talento/rules';
import { Boton, primerMensaje, resolverZod, Spinner } from '@talento/ui';
import { trpc } from '../../trpc';
import type { CuestionarioFac } from '../tipos';

const mensajeDe = (e: unknown) => (e as { message?: string } | null)?.message || MENSAJES_FAC.enlaceInvalido;

function Marco({ children }: { children: ReactNode }) {
  return (
    <main className="mx-auto flex min-h-screen max-w-2xl flex-col gap-4 px-4 py-8">
      <h1 className="text-xl font-semibold text-marca-800">Preguntas filtro</h1>
      {children}
    </main>
  );
}

/**
 * `/responder-fac/:token` (public, no session): a candidate answers the order's filter questions through the
 * personal link e-mailed to them; one answer per question; the link works once and expires.
 */
export default function Pagina() {
  const token = useParams().token ?? '';
  const cuestionario = trpc.fac.responder.obtener.useQuery(
    { token },
    { meta: { silencioso: true }, retry: false, refetchOnWindowFocus: false },
  );
  // Here, not in the form: once sent, the questionnaire reads as answered, and the thanks must stay on screen.
  const enviar = trpc.fac.responder.enviar.useMutation();

  if (cuestionario.isLoading) return <Spinner />;
  if (enviar.data) {
    return (
      <Marco>
        <p role="status" className="rounded-md border border-green-200 bg-green-50 px-4 py-3 text-green-800">
          {enviar.data.mensaje}
        </p>
      </Marco>
    );
  }
  if (cuestionario.error || !cuestionario.data) {
    return (
      <Marco>
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-800">
          {mensajeDe(cuestionario.error)}
        </p>
      </Marco>
    );
  }
  return <Cuestionario token={token} c={cuestionario.data} enviar={enviar} />;
}

/** One radio group per question; every question must be answered before sending. */
/** One answer per question; an unanswered one holds undefined until the candidate picks. */
type Respuestas = { token: string; respuestas: { preguntaId: number; opcionId: number | undefined }[] };

type Envio = ReturnType<typeof trpc.fac.responder.enviar.useMutation>;

function Cuestionario({ token, c, enviar }: { token: string; c: CuestionarioFac; enviar: Envio }) {
  const { control, handleSubmit, setError, formState } = useForm<Respuestas, unknown, FormularioResponderFac>(
    {
      resolver: resolverZod(FormularioResponderFac),
      defaultValues: {
        token,
        respuestas: c.preguntas.map((p) => ({ preguntaId: p.id, opcionId: undefined })),
      },
    },
  );
  // A refused send (link used or expired meanwhile) is about the whole form, not one question.
  const responder = handleSubmit((datos) =>
    enviar.mutate(datos, { onError: (e) => setError('root.servidor', { message: mensajeDe(e) }) }),
  );
  const error = formState.errors.root?.servidor?.message ?? primerMensaje(formState.errors.respuestas);

  return (
    <Marco>
      <p className="text-slate-700">
        Hola {c.candidato}: responde estas preguntas para continuar en el proceso de selección para el cargo{' '}
        <b>{c.cargo}</b>. El enlace vence el {formatoFechaHora(c.expiraEn)} y solo puede usarse una vez.
      </p>
      <ol className="flex flex-col gap-4">
        {c.preguntas.map((p, i) => (
          <li key={p.id} className="rounded-lg bg-white p-4 shadow-sm">
            <fieldset aria-required="true" aria-invalid={formState.errors.respuestas?.[i] ? true : undefined}>
              <legend className="mb-2 font-medium text-slate-800">
                {i + 1}. {p.titulo}
              </legend>
              {/* A radio's value is text; the Controller keeps the option's id as a number. */}
              <Controller
                control={control}
                name={`respuestas.${i}.opcionId`}
                render={({ field }) => (
                  <div className="flex flex-col gap-1">
                    {p.opciones.map((o, j) => (
                      <label key={o.id} className="inline-flex items-center gap-2 text-sm text-slate-700">
                        <input
                          type="radio"
                          name={field.name}
                          ref={j === 0 ? field.ref : undefined}
                          checked={field.value === o.id}
                          onChange={() => field.onChange(o.id)}
                        />
                        {o.opcion}
                      </label>
                    ))}
                  </div>
                )}
              />
            </fieldset>
          </li>
        ))}
      </ol>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <Boton cargando={enviar.isPending} onClick={() => void responder()}>
        Enviar respuestas
      </Boton>
    </Marco>
  );
}
