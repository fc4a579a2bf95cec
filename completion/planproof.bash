# bash completion for planproof                      -*- shell-script -*-
# SPDX-License-Identifier: Apache-2.0
# Installed as share/bash-completion/completions/planproof.  Completes the
# commands, each command's options, the values of --format, --fail-on, --show and
# --color and --lang, rule ids (explain), game families (generate skeleton), and
# plan files (*.yaml, *.yml and directories) elsewhere.

_planproof()
{
    local cur prev cmd i
    COMPREPLY=()
    cur=${COMP_WORDS[COMP_CWORD]}
    prev=${COMP_WORDS[COMP_CWORD-1]}
    cmd=
    for ((i = 1; i < COMP_CWORD; i++)); do
        case ${COMP_WORDS[i]} in
            --lang) ((i++)) ;;
            -*) ;;
            *) cmd=${COMP_WORDS[i]}; break ;;
        esac
    done

    if [[ $prev == --lang ]]; then
        COMPREPLY=($(compgen -W 'en cs sk' -- "$cur"))
        return
    fi
    if [[ $cur == --lang=* ]]; then
        COMPREPLY=($(compgen -P --lang= -W 'en cs sk' -- "${cur#--lang=}"))
        return
    fi
    if [[ -z $cmd ]]; then
        COMPREPLY=($(compgen -W 'check diff explain generate migrate figures help --help --version --lang' -- "$cur"))
        return
    fi

    case $prev in
        --format)
            if [[ $cmd == diff ]]; then
                COMPREPLY=($(compgen -W 'text xml markdown html json sarif' -- "$cur"))
            elif [[ $cmd == figures ]]; then
                COMPREPLY=($(compgen -W 'text csv json' -- "$cur"))
            else
                COMPREPLY=($(compgen -W 'text xml json html junit sarif' -- "$cur"))
            fi
            return ;;
        --fail-on)
            COMPREPLY=($(compgen -W 'error warning info never defect open reading notice coverage all' -- "$cur"))
            return ;;
        --show)
            COMPREPLY=($(compgen -W 'defects open readings notices coverage all' -- "$cur"))
            return ;;
        --output|--waivers|--policy)
            COMPREPLY=($(compgen -f -- "$cur"))
            return ;;
        --documents)
            compopt -o filenames 2>/dev/null
            COMPREPLY=($(compgen -d -- "$cur"))
            return ;;
        --documents-budget|--jobs|--threads|--rules-uri)
            return ;;
    esac
    if [[ $cur == --color=* ]]; then
        COMPREPLY=($(compgen -P --color= -W 'auto never always' -- "${cur#--color=}"))
        return
    fi

    case $cmd in
        check)
            if [[ $cur == -* ]]; then
                COMPREPLY=($(compgen -W '--format --output --waivers --policy --fail-on --show --quiet --color --color= --exact-main --no-recurse --rules-uri --documents --allow-outside-documents --documents-budget --jobs --threads --lang --help' -- "$cur"))
                return
            fi ;;
        diff)
            if [[ $cur == -* ]]; then
                COMPREPLY=($(compgen -W '--format --output --fail-on --quiet --color --color= --rules-uri --documents --allow-outside-documents --documents-budget --jobs --threads --lang --help' -- "$cur"))
                return
            fi ;;
        explain)
            if [[ $cur == -* ]]; then
                COMPREPLY=($(compgen -W '--list --lang --help' -- "$cur"))
            else
                COMPREPLY=($(compgen -W "$(planproof explain --list 2>/dev/null | cut -d' ' -f1)" -- "$cur"))
            fi
            return ;;
        generate)
            if [[ $prev == skeleton ]]; then
                COMPREPLY=($(compgen -W "$(planproof generate --list 2>/dev/null | cut -d' ' -f1)" -- "$cur"))
            elif [[ $prev == generate ]]; then
                COMPREPLY=($(compgen -W 'skeleton schema --list --help' -- "$cur"))
            fi
            return ;;
        migrate)
            if [[ $cur == -* ]]; then
                COMPREPLY=($(compgen -W '--output --in-place --lang --help' -- "$cur"))
                return
            fi ;;
        figures)
            if [[ $cur == -* ]]; then
                COMPREPLY=($(compgen -W '--format --output --exact-main --documents --allow-outside-documents --documents-budget --jobs --threads --lang --help' -- "$cur"))
                return
            fi ;;
        help)
            COMPREPLY=($(compgen -W 'check diff explain generate migrate figures' -- "$cur"))
            return ;;
    esac
    # Plans: YAML files and directories.
    compopt -o filenames 2>/dev/null
    COMPREPLY=($(compgen -d -- "$cur") $(compgen -f -X '!*.@(yaml|yml)' -- "$cur"))
}
complete -F _planproof planproof
