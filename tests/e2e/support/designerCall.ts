/** A body or reply of the services. */
export type Json = Record<string, unknown>;

/** Calls the report designer's services as an administrator (its token), throwing with the reply on anything but 200. */
export async function designerCall<T = Json>(url: string, tira: string, call: string, body: Json): Promise<T> {
  const res = await fetch(`${url}/wscomun/portaldesigner/${call}`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ tira, ...body }),
  });
  const reply = (await res.json()) as Json;
  if (res.status !== 200) throw new Error(`${call}: ${res.status} ${JSON.stringify(reply)}`);
  return reply as T;
}
