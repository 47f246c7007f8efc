import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { crearEsquemaGrupoFac, MENSAJES_FAC } from '@talento/rules';
import { Boton, CampoTexto, DialogoConfirmacion, EstadoVacio, notificar, Spinner, validarConAviso } from '@talento/ui';
import { trpc } from '../../trpc';
import { idDeRuta } from '@talento/ui';
import { EditorPregunta } from './editor-pregunta';
import { entradaDeForm, formDeGrupo, formVacio, nuevaPregunta, type FormFac } from './estado';
import { SelectorTags } from './selector-tags';

/** `/fac-create/` and `/fac-edit/:idFac`: name, tags and questions with rated options; confirmation before saving. */
export default function Pagina() {
  const parametro = useParams().idFac;
  const id = parametro === undefined ? null : idDeRuta(parametro);
  const editando = parametro !== undefined;
  const navigate = useNavigate();
  const config = trpc.fac.configuracion.useQuery();
  const grupo = trpc.fac.obtener.useQuery({ id: id ?? 0 }, { enabled: id !== null, meta: { silencioso: true }, retry: false });
  const [form, setForm] = useState<FormFac | null>(editando ? null : formVacio());
  const [error, setError] = useState<string | null>(null);
  const [confirmar, setConfirmar] = useState(false);

  useEffect(() => {
    if (grupo.data && !form) setForm(formDeGrupo(grupo.data));
  }, [grupo.data, form]);
  useEffect(() => {
    if (grupo.error) notificar.error(MENSAJES_FAC.errorCargar);
  }, [grupo.error]);

  const alGuardar = (r: { id: number; mensaje: string }) => {
    notificar.exito(r.mensaje);
    void navigate(`/fac-detail/${r.id}`);
  };
  const crear = trpc.fac.crear.useMutation({ onSuccess: alGuardar });
  const editar = trpc.fac.editar.useMutation({ onSuccess: alGuardar });

  if (editando && (id === null || grupo.error)) {
    return (
      <EstadoVacio mensaje={MENSAJES_FAC.errorCargar}>
        <Link to="/fac-list" className="mt-4 inline-block text-sm text-marca-700 hover:underline">
          Volver a la lista
        </Link>
      </EstadoVacio>
    );
  }
  if (!form || !config.data) return <Spinner />;
  const max = config.data.maxPregFac;

  const validar = () => {
    if (validarConAviso(crearEsquemaGrupoFac(max), entradaDeForm(form), setError)) setConfirmar(true);
  };
  const guardar = () => {
    setConfirmar(false);
    const datos = validarConAviso(crearEsquemaGrupoFac(max), entradaDeForm(form), setError);
    if (!datos) return;
    if (editando && grupo.data) editar.mutate({ ...datos, id: grupo.data.id, version: grupo.data.version });
    else crear.mutate(datos);
  };

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">{editando ? 'Editar grupo de preguntas filtro' : 'Crear grupo de preguntas filtro'}</h1>
      {error && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-2 text-sm text-red-700">
          {error}
        </p>
      )}
      <section className="flex flex-col gap-4 rounded-lg bg-white p-5 shadow-sm">
        <CampoTexto etiqueta="Nombre del grupo *" value={form.nombre} maxLength={255} onChange={(e) => setForm({ ...form, nombre: e.target.value })} />
        <SelectorTags tags={form.tags} onChange={(tags) => setForm({ ...form, tags })} />
      </section>
      <section className="flex flex-col gap-4 rounded-lg bg-white p-5 shadow-sm" aria-label="Preguntas">
        <header className="flex items-center justify-between">
          <h2 className="text-base font-semibold text-slate-800">
            Preguntas ({form.preguntas.length} de máximo {max})
          </h2>
          <Boton variante="secundario" onClick={() => setForm({ ...form, preguntas: [...form.preguntas, nuevaPregunta()] })}>
            Agregar pregunta
          </Boton>
        </header>
        {form.preguntas.length === 0 && <EstadoVacio mensaje={MENSAJES_FAC.sinPreguntas} />}
        {form.preguntas.map((p, i) => (
          <EditorPregunta
            key={p.clave}
            pregunta={p}
            n={i + 1}
            onChange={(nueva) => setForm({ ...form, preguntas: form.preguntas.map((x, j) => (j === i ? nueva : x)) })}
            onQuitar={() => setForm({ ...form, preguntas: form.preguntas.filter((_, j) => j !== i) })}
          />
        ))}
      </section>
      <div className="flex justify-end gap-2">
        <Boton variante="secundario" onClick={() => void navigate(editando && id ? `/fac-detail/${id}` : '/fac-list')}>
          Cancelar
        </Boton>
        <Boton cargando={crear.isPending || editar.isPending} onClick={validar}>
          Guardar
        </Boton>
      </div>
      <DialogoConfirmacion abierto={confirmar} titulo="Guardar grupo" mensaje={MENSAJES_FAC.confirmarGuardar} onSi={guardar} onNo={() => setConfirmar(false)} />
    </div>
  );
}
