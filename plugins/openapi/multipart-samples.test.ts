import { describe, expect, it } from 'vitest';
import { fixMultipartSnippet, multipartSample } from './multipart-samples';

const request = {
  method: 'put',
  url: 'https://acme.shelf.test/v1/covers?size=large',
  headers: [{ name: 'Authorization', value: 'Bearer <token>' }],
  parts: [
    { name: 'cover', value: '', fileName: 'cover.png', contentType: 'image/png' },
    { name: 'note', value: "it's new" },
  ],
};

describe('multipartSample', () => {
  it('uses the method and the full URL in each builder', () => {
    expect(multipartSample('java', request)).toContain('.put(body)');
    expect(multipartSample('ruby', request)).toContain('Net::HTTP::Put.new(url)');
    expect(multipartSample('go', request)).toContain('http.NewRequest("PUT", url, payload)');
    expect(multipartSample('powershell', request)).toContain(
      "-Uri 'https://acme.shelf.test/v1/covers?size=large' -Method PUT",
    );
  });
  it('quotes field values for each language', () => {
    expect(multipartSample('ruby', request)).toContain("['note', 'it\\'s new']");
    expect(multipartSample('powershell', request)).toContain("note = 'it''s new'");
  });
  it('sends fields-only forms from Python as multipart (files= without file names)', () => {
    const fields = {
      ...request,
      method: 'post',
      parts: [
        { name: 'note', value: 'hi' },
        { name: 'tag', value: 'a' },
        { name: 'tag', value: 'b' },
      ],
    };
    expect(multipartSample('python', fields)).toBe(
      [
        'import requests',
        '',
        'url = "https://acme.shelf.test/v1/covers?size=large"',
        '',
        'files = [',
        '    ("note", (None, "hi")),',
        '    ("tag", (None, "a")),',
        '    ("tag", (None, "b")),',
        ']',
        'headers = {\n    "Authorization": "Bearer <token>"\n}',
        '',
        'response = requests.post(url, files=files, headers=headers)',
        '',
        'print(response.text)',
      ].join('\n'),
    );
  });
  it('leaves the languages httpsnippet renders to it', () => {
    expect(multipartSample('curl', request)).toBeUndefined();
    expect(multipartSample('python', request)).toBeUndefined();
  });
});

describe('fixMultipartSnippet', () => {
  it('lets curl set the multipart Content-Type with its boundary', () => {
    const curl =
      "curl --request POST \\\n  --url https://x.test/a \\\n  --header 'content-type: multipart/form-data' \\\n  --form file='@a.csv'";
    expect(fixMultipartSnippet('curl', curl)).toBe(
      "curl --request POST \\\n  --url https://x.test/a \\\n  --form file='@a.csv'",
    );
  });
  it('opens the file in PHP and adds the missing comma', () => {
    const php =
      "  'multipart' => [\n    [\n        'name' => 'cover',\n        'filename' => 'cover.png',\n        'contents' => null\n    ]\n  ]\n  'headers' => [";
    expect(fixMultipartSnippet('php', php)).toContain("'contents' => fopen('cover.png', 'r')");
    expect(fixMultipartSnippet('php', php)).toContain("  ],\n  'headers' =>");
  });
  it('streams the file in C#, leaving plain fields alone', () => {
    const cs =
      'new StringContent("")\n{ Name = "cover", FileName = "cover.png", }\nnew StringContent("x")\n{ Name = "note" }';
    const fixed = fixMultipartSnippet('csharp', cs);
    expect(fixed).toContain('new StreamContent(File.OpenRead("cover.png"))');
    expect(fixed).toContain('new StringContent("x")');
  });
});
