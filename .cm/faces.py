import json,re,os
d=json.load(open('/tmp/cm/out.json'))
for mod, adds in d['faceAdds'].items():
    path=f'server/modules/{mod}/index.ts'
    src=open(path).read()
    byfile={}
    for a in adds:
        f='./'+os.path.basename(a['file']) if os.path.dirname(a['file'])==f'server/modules/{mod}' else './'+os.path.relpath(a['file'], f'server/modules/{mod}')
        byfile.setdefault((f,a['isType']),[]).append(a['name'])
    for (f,isType),names in sorted(byfile.items()):
        kw='export type' if isType else 'export'
        pat=re.compile(r'^'+re.escape(kw)+r' \{([^}]*)\} from \''+re.escape(f)+r'\';', re.M)
        m=pat.search(src)
        if m:
            existing=[n.strip() for n in m.group(1).split(',') if n.strip()]
            allnames=sorted(set(existing+names), key=lambda s:s.lower())
            src=src[:m.start()]+f"{kw} {{ {', '.join(allnames)} }} from '{f}';"+src[m.end():]
        else:
            src=src.rstrip('\n')+'\n'+f"{kw} {{ {', '.join(sorted(names,key=str.lower))} }} from '{f}';\n"
    open(path,'w').write(src)
    print('face',mod)
