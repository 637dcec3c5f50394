type Json = Record<string, unknown>;

/** A call of the report designer's services as the administrator of `tira`; throws with the reply on anything but 200. */
export async function designerCall<T = Json>(baseUrl: string, tira: string, call: string, body: Json): Promise<T> {
  const res = await fetch(`${baseUrl}/wscomun/portaldesigner/${call}`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ tira, ...body }),
  });
  const reply = (await res.json()) as Json;
  if (res.status !== 200) throw new Error(`${call}: ${res.status} ${JSON.stringify(reply)}`);
  return reply as T;
}
