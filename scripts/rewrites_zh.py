"""Chinese and bilingual rewrites for the invariance probe (scripts/perturb_corpus.py):
headings in Chinese or in both languages, full-width punctuation, 导师：-style labels and
至今 for "Present".
"""

import itertools
import re

# The headings Chinese CVs give their sections, for the English ones CVs commonly use.
_ZH_HEADINGS = {
    "education": "教育背景",
    "educations": "教育经历",
    "educational background": "教育经历",
    "experience": "工作经历",
    "work experience": "工作经历",
    "professional experience": "工作经历",
    "employment": "工作经历",
    "internships": "实习经历",
    "internship": "实习经历",
    "research experience": "科研经历",
    "publications": "发表论文",
    "selected publications": "论文发表",
    "papers": "论文发表",
    "awards": "获奖情况",
    "honors and awards": "荣誉奖项",
    "honors & awards": "荣誉奖项",
    "awards and honors": "荣誉奖项",
    "research interests": "研究兴趣",
    "interests": "研究方向",
    "personal information": "个人信息",
    "projects": "项目经历",
    "skills": "专业技能",
    "services": "学术服务",
    "service": "学术服务",
    "about me": "个人简介",
    "contact": "联系方式",
    "news": "最新动态",
    "talks": "学术报告",
    "invited talks": "学术报告",
    "conference presentations": "会议报告",
    "professional service": "学术服务",
    "research papers": "研究论文",
    "publications & preprints": "论文发表",
    "awards & fellowships": "荣誉奖励",
    "professional work experience": "工作经历",
    "teaching experience": "教学经历",
    "updates": "最新动态",
    "overview": "个人简介",
}
# A heading's words after an emoji or a number, before a colon: "🎖 Honors and Awards:".
_HEADING_WORDS = re.compile(
    r"(?m)^(#{1,4}[ \t]+[^A-Za-z\n]*?)([A-Za-z][A-Za-z &]*?)([ \t]*:?[ \t]*)$"
)
# The ways bilingual CVs set the two headings: "教育背景 Education", "Education | 教育背景",
# "Education / 教育背景", "Education（教育背景）", taken in turn.
_BILINGUAL = ("{zh} {en}", "{en} | {zh}", "{en} / {zh}", "{en}（{zh}）")


def _zh_heading(m: re.Match, form: str = "{zh}") -> str:
    zh = _ZH_HEADINGS.get(m[2].lower())
    return m[1] + form.format(zh=zh, en=m[2]) + m[3] if zh else m[0]


def _bilingual_headings(text: str) -> str:
    forms = itertools.cycle(_BILINGUAL)
    return _HEADING_WORDS.sub(
        lambda m: _zh_heading(m, next(forms)) if m[2].lower() in _ZH_HEADINGS else m[0], text
    )


# What full-width punctuation leaves alone: a link's address, a URL, an e-mail address,
# an HTML tag, comment, style or script, inline code, a template tag or attribute list ("{% x %}",
# "{: .y}"), a heading line, a link's definition and a table's rule.
_KEPT = re.compile(
    r"(?s:<(style|script)\b.*?</\1>|<!--.*?-->)|\]\([^)\n]*\)|https?://[^\s)>\]]+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|<[!/A-Za-z][^>]*>|`[^`\n]*`"
    r"|\{[%{:].*?[%}]?\}|(?m:^#.*$|^\[[^\]\n]+\]:.*$|^[ \t]*\|[-:| \t]+$)"
)
# ASCII comma, colon and brackets, and their full-width forms; no comma or colon
# between digits ("1,000", "10:30").
_FULL_WIDTH = re.compile(r"(?:(?<!\d)[,:]|[,:](?!\d)) ?|[()]")
_FULL_WIDTH_FORMS = {",": "，", ":": "：", "(": "（", ")": "）"}


def _zh_punctuation(text: str) -> str:
    """Commas, colons and brackets full-width, as Chinese CVs write them around English."""
    out, at = [], 0
    for kept in _KEPT.finditer(text):
        out.append(_full_width(text[at : kept.start()]) + kept[0])
        at = kept.end()
    return "".join(out) + _full_width(text[at:])


def _full_width(text: str) -> str:
    return _FULL_WIDTH.sub(lambda m: _FULL_WIDTH_FORMS[m[0][0]], text)


# Labels of a supervisor at a line's start or after a comma, a bracket, a bar or bold marks,
# and "advised by" after a comma or bracket in a list item (not in a bio's sentence):
# "Advisor: X" -> "导师：X".
_ZH_LABELS = {"advisor": "导师", "supervisor": "指导老师", "mentor": "合作导师"}
_ADVISOR_LABEL = re.compile(
    r"(?im)(?:^|(?<=[-(*|] )|(?<=[(*])|(?<=, ))(advisor|supervisor|mentor)s?"
    r"(\*\*)?[ \t]*:[ \t]*"
)
_ADVISED_BY = re.compile(r"(?i)(?:(?<=, )|(?<=\())(advis|supervis)ed by[ \t]+")
_LIST_ITEM = re.compile(r"(?m)^[ \t]*[-*+][ \t].*$")


def _zh_labels(text: str) -> str:
    text = _ADVISOR_LABEL.sub(lambda m: _ZH_LABELS[m[1].lower()] + (m[2] or "") + "：", text)
    return _LIST_ITEM.sub(
        lambda item: _ADVISED_BY.sub(lambda m: _ZH_LABELS[m[1].lower() + "or"] + "：", item[0]),
        text,
    )


ZH_REWRITES = {
    # Chinese and bilingual CVs: section headings in Chinese ("教育背景", "发表论文"), or in
    # both languages ("教育背景 Education", "Education | 教育背景"); full-width commas, colons
    # and brackets around English content; "导师：X" for "Advisor: X"; "至今" for "Present".
    "zh_headings": lambda t: _HEADING_WORDS.sub(_zh_heading, t),
    "bilingual_headings": _bilingual_headings,
    "zh_punctuation": _zh_punctuation,
    "zh_labels": _zh_labels,
    "zh_present": lambda t: re.sub(
        r"(?<=[–—~-])([ \t]*)(?:[Pp]resent|PRESENT|[Nn]ow|NOW)\b", r"\1至今", t
    ),
}
